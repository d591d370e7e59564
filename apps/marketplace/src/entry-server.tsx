/**
 * Server rendering of the public pages (built with `vite build --ssr`, loaded by the API server):
 * the page's HTML with its styles, and the answers it was rendered from for hydration.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { serverStore, type SsrSnapshot } from './api/ssr';
import { serverRenderedPage } from './routes';

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
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Passes at most: a page whose loads depend on earlier answers (a place, then its ads) needs three. */
const MAX_PASSES = 4;

export async function render({
  path,
  search,
  fetch,
  location,
  saveData = false,
  signedIn = false,
  timeoutMs = 2000,
}: RenderInput): Promise<RenderOutput> {
  const store = serverStore({ location, saveData, signedIn });
  const deadline = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<false>((resolve) => deadline.addEventListener('abort', () => resolve(false)));
  for (let pass = 1; ; pass++) {
    const sheet = new ServerStyleSheet();
    try {
      const app = sheet.collectStyles(
        <StrictMode>
          <App fetch={fetch} socket={null} ssr={store} url={{ path, search }} />
        </StrictMode>,
      );
      // One whole document: no boundary is split out to be revealed by an inline script, which the
      // Content-Security-Policy (script-src 'self') would block.
      const { prelude } = await prerenderToNodeStream(app, { signal: deadline, progressiveChunkSize: 1 << 30 });
      const html = await text(prelude);
      const out = { html, styles: sheet.getStyleTags(), snapshot: store.snapshot(), status: store.status() };
      // Another pass when this one started loads and there is time to wait for them.
      if (pass < MAX_PASSES && !deadline.aborted && (await Promise.race([store.settle(), timedOut]))) continue;
      return out;
    } finally {
      sheet.seal();
    }
  }
}
