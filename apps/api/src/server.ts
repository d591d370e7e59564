import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { trustProxy } from './config';
import type { AppContext } from './context';
import { adminRoutes } from './features/admin/routes';
import { adsRoutes } from './features/ads/routes';
import { authRoutes } from './features/auth/routes';
import { profileRoutes } from './features/profile/routes';
import { dataRightsRoutes } from './features/dataRights/routes';
import { recoveryRoutes } from './features/recovery/routes';
import { sessionsRoutes } from './features/sessions/routes';
import { bannersRoutes } from './features/banners/routes';
import { contactRoutes } from './features/contact/routes';
import { docsRoutes } from './features/docs/routes';
import { documentsRoutes } from './features/documents/routes';
import { favoritesRoutes } from './features/favorites/routes';
import { ratingsRoutes } from './features/ratings/routes';
import { moderationRoutes } from './features/moderation/routes';
import { chatRoutes } from './features/chat/routes';
import { socketRoutes } from './features/chat/socket';
import { notificationsRoutes } from './features/notifications/routes';
import { pushRoutes } from './features/push/routes';
import { pushesSettled } from './features/push/service';
import { savedSearchesRoutes } from './features/savedSearches/routes';
import { chatSmsRoutes } from './features/chatSms/routes';
import { healthRoutes } from './features/health/routes';
import { lookupRoutes } from './features/lookup/routes';
import { HTML, pageSender, seoRoutes } from './features/seo/routes';
import { plansRoutes } from './features/plans/routes';
import { siteRoutes } from './features/site/routes';
import { featuredRoutes } from './features/featured/routes';
import { walletRoutes } from './features/wallet/routes';
import { resolveRoutes, searchRoutes } from './features/search/routes';
import { storeRoutes } from './features/store/routes';
import { suggestRoutes } from './features/suggest/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { usersRoutes } from './features/users/routes';
import { flushViews } from './features/ads/views';
import { flushSearchWords } from './features/search/searchWords';
import { installErrorHandler } from './http/errors';
import { errorText } from './http/errorText';
import { installLanguage, loadLanguages } from './http/language';
import { installValidationLanguage } from './http/validationText';
import { scheduleJobs } from './jobs';
import { installTextGuard } from './http/text';
import { TAGS, validatorCompiler } from './http/route';

export interface BuildOptions {
  /** Serve the built marketplace from `ctx.config.STATIC_DIR` when it exists. @default true */
  serveApp?: boolean;
}

/**
 * Folders that hold only the API's own answers: a GET there that matches no route is a JSON 404.
 * Any other GET is a page of the app (the reset link /forgot-password/, a deep link), whatever
 * API routes share its path for other methods.
 */
const API_FOLDERS = ['/api/', '/uploads/'];
const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: errorText.notFound });

/** Build the app with every route registered. No side effects on import; the caller listens. */
export async function buildServer(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(ctx.config),
  });
  // The answers' language: the request's (Accept-Language), its catalogue loaded before the first.
  await loadLanguages();
  installValidationLanguage();
  installLanguage(app);
  installErrorHandler(app);
  installTextGuard(app);
  // What this process counted and has not written yet goes to the database before it stops.
  app.addHook('onClose', async () => {
    await Promise.all([flushViews(ctx), flushSearchWords(ctx)]).catch((err: unknown) =>
      ctx.log.error({ err }, 'could not write the last views and searches'),
    );
    await pushesSettled(ctx);
    await ctx.realtime.close();
  });
  scheduleJobs(app, ctx);
  // Routes declare the contract's zod schemas: they validate requests and check every answer.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Haat API',
        version: '0.1.0',
        description:
          'Free classifieds for India. Errors: 400 `{ field: [messages] }` (`non_field_errors` for the body), 401 no or bad token, 403 not allowed, 404, 409 conflict, 413 body too large, 429 with Retry-After. Unknown body fields are ignored.',
        license: { name: 'Proprietary', url: `${ctx.config.publicUrl}/Terms+Conditions/` },
      },
      servers: [{ url: ctx.config.publicUrl }],
      tags: TAGS.map((t) => ({ ...t })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  // Razorpay Checkout is a script of Razorpay's that opens Razorpay's own frame: allowed only when
  // top-ups go through Razorpay.
  const razorpay = ctx.config.PAYMENT_PROVIDER === 'razorpay';
  // AdSense's script, frames, pixels and reports (its documented hosts): allowed only when it is set.
  const adsense = ctx.config.AD_NETWORK === 'adsense';
  const adsenseHosts = adsense
    ? ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.doubleclick.net']
    : [];
  // Cookies read, never signed or set here: the page renderer's location and session hint
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(razorpay ? ['https://checkout.razorpay.com'] : []),
          ...adsenseHosts,
          ...(adsense ? ['https://*.google.com'] : []),
        ],
        frameSrc: [
          "'self'",
          ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
          ...adsenseHosts,
          ...(adsense ? ['https://*.google.com'] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> at run time
        imgSrc: ["'self'", 'data:', 'blob:', ...adsenseHosts, ...(adsense ? ['https://*.google.com'] : [])],
        connectSrc: ["'self'", ...(razorpay ? ['https://lumberjack.razorpay.com'] : []), ...adsenseHosts],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // CORS is closed unless CORS_ORIGINS lists the origins allowed to call the API from a browser.
  const corsOrigins = ctx.config.CORS_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (corsOrigins.length) {
    await app.register(cors, { origin: corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // Features: one line each, each a plugin taking the shared context.
  await app.register(async (api) => healthRoutes(api, ctx));
  await app.register(async (api) => pushRoutes(api, ctx));
  await app.register(async (api) => savedSearchesRoutes(api, ctx));
  await app.register(async (api) => chatSmsRoutes(api, ctx));
  await app.register(async (api) => authRoutes(api, ctx));
  await app.register(async (api) => profileRoutes(api, ctx));
  await app.register(async (api) => dataRightsRoutes(api, ctx));
  await app.register(async (api) => recoveryRoutes(api, ctx));
  await app.register(async (api) => sessionsRoutes(api, ctx));
  await app.register(async (api) => lookupRoutes(api, ctx));
  await app.register(async (api) => usersRoutes(api, ctx));
  await app.register(async (api) => adminRoutes(api, ctx));
  await app.register(async (api) => docsRoutes(api, ctx));
  const sendPage = pageSender(app, ctx);
  await app.register(async (api) => seoRoutes(api, ctx, sendPage));
  await app.register(async (api) => adsRoutes(api, ctx));
  await app.register(async (api) => walletRoutes(api, ctx));
  await app.register(async (api) => featuredRoutes(api, ctx));
  await app.register(async (api) => searchRoutes(api, ctx));
  await app.register(async (api) => resolveRoutes(api, ctx));
  await app.register(async (api) => suggestRoutes(api, ctx));
  await app.register(async (api) => storeRoutes(api, ctx));
  await app.register(async (api) => favoritesRoutes(api, ctx));
  await app.register(async (api) => chatRoutes(api, ctx));
  await app.register(async (api) => ratingsRoutes(api, ctx));
  await app.register(async (api) => moderationRoutes(api, ctx));
  await app.register(async (api) => socketRoutes(api, ctx));
  await app.register(async (api) => notificationsRoutes(api, ctx));
  await app.register(async (api) => contactRoutes(api, ctx));
  await app.register(async (api) => plansRoutes(api, ctx));
  await app.register(async (api) => siteRoutes(api, ctx));
  await app.register(async (api) => bannersRoutes(api, ctx));
  await app.register(async (api) => uploadsRoutes(api, ctx));
  await app.register(async (api) => documentsRoutes(api, ctx));

  const staticDir = ctx.config.STATIC_DIR;
  const serveApp = (opts.serveApp ?? true) && existsSync(staticDir);
  if (serveApp) {
    // Built files: the .br/.gz made at build time when the client takes them; the hashed files
    // under /assets/ never change, so a browser keeps them for a year; the rest for an hour.
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : // The page, the service worker and its manifest name this build's files: asked again each time
              [
                  'index.html',
                  'sw.js',
                  'manifest.webmanifest',
                  'manifest.hi.webmanifest',
                  'offline.html',
                  'offline.hi.html',
                ].includes(path.basename(file))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  // A missing build file is a 404, never the page: a page cached before a deploy then fails to
  // load its old chunk (and the app reloads) instead of running HTML as a script.
  const isPagePath = (url: string) =>
    !url.startsWith('/assets/') && !API_FOLDERS.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
  if (serveApp) {
    // Every other path is a page of the app. A route, not the not-found handler, so that the
    // route hooks (compression above all: a rendered page is 30-90 KB of HTML) apply to it.
    app.get('/*', HTML, (request, reply) =>
      isPagePath(request.url.split('?')[0] ?? '/') ? sendPage(request, reply) : notFound(reply),
    );
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
