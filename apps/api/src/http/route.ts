import { ClientErrorSchema, DetailSchema, FieldErrorsSchema, ThrottledSchema, parseAdId } from '@haat/contract';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { requireAdmin, requireUser, type AuthUser } from './auth';
import { badRequest, notFound, zodFieldErrors } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on `access: 'user' | 'admin'` routes (set before the body is read). */
    user: AuthUser | null;
  }
}

/**
 * Who may call an operation: anyone; anyone, with a token read when sent (`optional`: the handler
 * decides); a signed-in user (401 otherwise); an admin (401 or 403).
 */
type Access = 'public' | 'optional' | 'user' | 'admin';

/** The groups of `/api/docs`, in the order a reader meets them. */
export const TAGS = [
  { name: 'system', description: 'Health and this document' },
  { name: 'auth', description: 'Sign-up with an OTP, login and logout' },
  { name: 'profile', description: 'The signed-in account' },
  { name: 'recovery', description: 'Forgotten passwords' },
  { name: 'lookup', description: 'Categories, places and brands' },
  { name: 'ads', description: 'Posting and reading ads' },
  { name: 'search', description: 'Search, suggestions and stores' },
  { name: 'favorites', description: 'Saved ads' },
  { name: 'chat', description: 'Chats between buyers and sellers (live on the /ws socket)' },
  { name: 'notifications', description: "The bell's notifications" },
  { name: 'wallet', description: 'The wallet, top-ups and featured ads (integer paise)' },
  { name: 'banners', description: "Customers' promo banners" },
  { name: 'support', description: 'Contact, plans and banners' },
  { name: 'uploads', description: 'Files and documents' },
  { name: 'admin', description: 'Admins only' },
] as const;
type Tag = (typeof TAGS)[number]['name'];

type Security = { [scheme: string]: string[] }[];
const BEARER: Security = [{ bearer: [] }];
/** Said outright, so a reader knows the operation needs nothing (not that it was forgotten). */
const NO_TOKEN: Security = [];
/** `{}` first: the operation also answers without a token. */
const OPTIONAL_TOKEN: Security = [{}, { bearer: [] }];

/** What `/api/docs` says of an operation besides its schemas. */
export interface Operation {
  /** Unique, camelCase; the typed client's function name reads the same. */
  operationId: string;
  summary: string;
  tag: Tag;
  /** @default 'public' */
  access?: Access;
  /** Answers 429 with Retry-After when called too often. */
  throttled?: boolean;
  /** Answers 404 (a missing id, an ad that is gone). */
  notFound?: boolean;
  /** Answers 409 (a mobile already registered). */
  conflict?: boolean;
}

/** An answer that is not JSON (an image, a file): its media types, documented only. */
interface RawAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Status → the answer's schema; 204 answers are declared with `z.null()`. */
  response: Record<number, z.ZodType | RawAnswer>;
}

/**
 * One declaration per route: the contract's schemas validate the request (a 400 naming each bad
 * field), check and serialise the answer, and document both in `/api/docs` with the operation's
 * id, tag, bearer security and its 4xx answers. The access guard runs before the body is read,
 * so an anonymous caller gets 401 whatever it sent.
 */
export function declare<const S extends RouteSchema>(ctx: AppContext, op: Operation, schema: S) {
  const access = op.access ?? 'public';
  const errors: Record<number | string, z.ZodType | RawAnswer> = { '4xx': ClientErrorSchema };
  if (schema.body || schema.querystring || schema.params) errors[400] = FieldErrorsSchema;
  if (access === 'user' || access === 'admin') errors[401] = DetailSchema;
  if (access === 'admin') errors[403] = DetailSchema;
  if (op.notFound) errors[404] = DetailSchema;
  if (op.conflict) errors[409] = FieldErrorsSchema;
  if (op.throttled) errors[429] = ThrottledSchema;
  const guard =
    access === 'public' || access === 'optional'
      ? undefined
      : async (request: FastifyRequest) => {
          request.user = access === 'admin' ? await requireAdmin(ctx, request) : await requireUser(ctx, request);
        };
  return {
    schema: {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      security: access === 'public' ? NO_TOKEN : access === 'optional' ? OPTIONAL_TOKEN : BEARER,
      ...schema,
      response: { ...errors, ...schema.response } as S['response'],
    },
    ...(guard ? { onRequest: guard } : {}),
  };
}

/** A numeric id of a path (an ad, an account, a document): one that cannot exist is simply not found. */
export function pathId(raw: string): number {
  const id = parseAdId(raw);
  if (id === null) throw notFound();
  return id;
}

/** The user the route's guard let in; only on `access: 'user' | 'admin'` routes. */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.routeOptions.url} reads the user but declares no access`);
  return request.user;
}

/** The app with the contract's zod schemas as its types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * Requests are checked by the contract's schemas with zod itself: a missing body reads as `{}`
 * (so each required field is named), and failures are the API's usual `{ field: [messages] }`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: badRequest(zodFieldErrors(result.error)) };
  };
