/**
 * Server rendering of the public pages (built with `vite build --ssr`, loaded by the API server):
 * match the route once, run its loader and the shell's into the data cache, render once, and hand
 * back the page's HTML with its styles and the cache's answers for hydration.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { PriorityImagesProvider, readLanguageWith, type Language, type PriorityImage } from '@haat/ui';
import { langOf, loadLanguage, type Lang } from './i18n/language';
import { App } from './App';
import { createApiClient } from './api/client';
import { serverStore, type SsrSnapshot } from './api/ssr';
import { QueryCache } from './query/queryCache';
import { CATS_KEY, loadCats, loadSite, SITE_KEY } from './query/shellQueries';
import { matchPath, routeKey, runLoader, serverRenderedPage } from './routes';
import type { StoredLocation } from './state/storage';

export { serverRenderedPage };

export interface RenderInput {
  /** The path being rendered, e.g. `/view/42/`. */
  path: string;
  /** Its query string without `?`. */
  search: string;
  /** The API, answered in-process by the server. */
  fetch: typeof fetch;
  /** The visitor's chosen location (the location cookie), null for all of India. */
  location: unknown;
  /** The request asked to save data (`Save-Data: on`, or a 2G/3G `ECT`). */
  saveData?: boolean;
  /** The browser holds a session (the `haat_session` cookie): the header keeps the account's place. */
  signedIn?: boolean;
  /** Give up on data still loading after this long; those parts render in the browser. */
  timeoutMs?: number;
  /** The language to render in (the `lang` cookie, else `Accept-Language`): `en` or `hi`. */
  lang?: string;
}

export interface RenderOutput {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for the head. */
  styles: string;
  /** For the page's `<script type="application/json" id="haat-ssr">`. */
  snapshot: SsrSnapshot;
  /** The HTTP status the page calls for: 404 when it rendered the not-found page. */
  status: 200 | 404;
  /** The images the page fetches at high priority, in the order it renders them: the server preloads them. */
  images: PriorityImage[];
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// Pages in several languages render at once: each render reads its own from its async context.
const languages = new AsyncLocalStorage<Language>();
readLanguageWith(() => languages.getStore());

export async function render(input: RenderInput): Promise<RenderOutput> {
  const lang: Lang = langOf(input.lang);
  return languages.run(await loadLanguage(lang), () => renderIn(input));
}

async function renderIn({
  path,
  search,
  fetch,
  location,
  saveData = false,
  signedIn = false,
  timeoutMs = 2000,
}: RenderInput): Promise<RenderOutput> {
  const store = serverStore({ location, saveData, signedIn });
  const cache = new QueryCache();
  const api = createApiClient({ fetch });
  const { route, params } = matchPath(path);
  const place = (location as StoredLocation | null) ?? null;
  // The shell's data and the route's, side by side; whatever is not in by the deadline renders
  // as loading and is asked for by the browser.
  const loads = Promise.all([
    cache.fetch(CATS_KEY, (signal) => loadCats(api, signal)),
    cache.fetch(SITE_KEY, (signal) => loadSite(api, signal)),
    runLoader(route, { api, cache, params, search, location: place }, routeKey(route, path, search, place)),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loads, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);

  const sheet = new ServerStyleSheet();
  const images = new Map<string, PriorityImage>();
  try {
    const app = sheet.collectStyles(
      <StrictMode>
        <PriorityImagesProvider onImage={(image) => void (images.has(image.src) || images.set(image.src, image))}>
          <App fetch={fetch} socket={null} ssr={store} cache={cache} url={{ path, search }} />
        </PriorityImagesProvider>
      </StrictMode>,
    );
    // One whole document: no boundary is split out to be revealed by an inline script, which the
    // Content-Security-Policy (script-src 'self') would block.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: 1 << 30 });
    const html = await text(prelude);
    const snapshot: SsrSnapshot = {
      data: cache.snapshot(),
      location,
      renderedAt: store.renderedAt,
      saveData,
      signedIn,
    };
    return { html, styles: sheet.getStyleTags(), snapshot, status: store.status(), images: [...images.values()] };
  } finally {
    sheet.seal();
  }
}
