import type { Site } from '../api/types';

/**
 * The network edge for app tests: a fetch that answers from a table of routes. Anything not in the
 * table is a 404, as the real server would answer.
 */
export type Handler = (req: {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Answers by `METHOD /path` or by `/path` for any method: a handler, or a fixed status and body. */
export type Routes = Record<string, Handler | { status?: number; body?: unknown }>;

/** The operator's details of a development server: every setting unset. */
const UNSET_SITE: Site = {
  support_email: null,
  support_phone: null,
  play_store_url: null,
  app_store_url: null,
  grievance_officer_name: null,
  grievance_officer_email: null,
  operator_legal_name: null,
  operator_address: null,
  ads: null,
};

/** The operator's details of a configured server. */
export const SITE: Site = {
  support_email: 'support@haat.in',
  support_phone: '+91 80 1234 5678',
  play_store_url: 'https://play.google.com/store/apps/details?id=in.haat.app',
  app_store_url: 'https://apps.apple.com/in/app/haat/id1234567890',
  grievance_officer_name: 'Meera Iyer',
  grievance_officer_email: 'grievance@haat.in',
  operator_legal_name: 'Haat Marketplace Private Limited',
  operator_address: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
  ads: null,
};

/** What every fake server answers unless a test's routes say otherwise (the shell asks on every page). */
const DEFAULT_ROUTES: Routes = { '/api/site/': { body: UNSET_SITE } };

export function fakeApi(routes: Routes) {
  const calls: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    headers: Record<string, string>;
  }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://haat.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const req = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname] ?? DEFAULT_ROUTES[url.pathname];
    const answer =
      typeof route === 'function' ? await route(req) : (route ?? { status: 404, body: { detail: 'Not found.' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

export const CATS = [
  {
    id: 1,
    slug: 'Mobiles+Tablets',
    title: 'Mobiles & Tablets',
    cat_list: [{ id: 11, slug: 'mobile-phones', title: 'Mobile Phones' }],
  },
  { id: 2, slug: 'Cars+Bikes', title: 'Cars & Bikes', cat_list: [{ id: 21, slug: 'cars', title: 'Cars' }] },
];

export const emptyPage = { count: 0, next: null, previous: null, results: [] };
