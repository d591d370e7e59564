/**
 * The hostile-input sweep, shared by `npm run hostile` (bench/hostile.ts, over a real socket) and
 * features/docs/hostile.test.ts (a reduced sweep through `app.inject`). It reads the operations of
 * `/api/docs` and, for every parameter and body field, sends what an attacker or a broken client
 * sends: NUL, lone UTF-16 surrogates, 1 MB strings, 10,000-deep nesting, wrong types, 1e309 and
 * 2^63 as raw JSON text, negative and huge numbers; and for every operation an empty body, a wrong
 * content type, broken JSON and a Content-Encoding that lies about the body. Every other field
 * holds a plausible value, so each request gets as far into the handler as one bad field lets it.
 * Any answer >= 500 is a bug.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import { ensureCategories, makeUser, phoneAd } from '../features/ads/testing';
import { signUp, type captureSms } from '../features/auth/testing';
import { createSession } from '../http/auth';

/** One request, ready for `app.inject` or `node:http`: the URL is already percent-encoded. */
export interface HostileRequest {
  /** What was sent, for the report: `POST /signup/ body.name nul (user)`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface HostileResult {
  request: HostileRequest;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the document, as the sweep needs it. */
interface SweptOperation {
  method: string;
  /** The OpenAPI path, `{id}` and all. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Needs or reads a token. */
  token: boolean;
  /** Admins only (documents 403). */
  admin: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

/** Every operation of an OpenAPI document. */
function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): SweptOperation[] {
  const out: SweptOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      out.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        token: (op.security ?? []).some((s) => 'bearer' in s),
        admin: '403' in (op.responses ?? {}),
      });
    }
  }
  return out;
}

/**
 * Pages and stores that are not API operations (no schema of their own), swept as path
 * parameters all the same.
 */
const UNDECLARED: SweptOperation[] = [
  ['GET', '/view/{id}/'],
  ['GET', '/search/{slug}/'],
  ['GET', '/store/{id}/'],
  ['GET', '/uploads/{key}'],
  ['PUT', '/uploads/{key}'],
].map(([method, path]) => ({
  method: method!,
  path: path!,
  params: [{ name: path!.match(/\{(\w+)\}/)![1]!, in: 'path' as const, required: true, schema: { type: 'string' } }],
  token: false,
  admin: false,
}));

/** A hostile value: raw JSON text for a body, and the text of a query or path parameter. */
interface Payload {
  name: string;
  json: string;
  /** Percent-encoded, for a URL; absent when the payload has no sense there. */
  url?: string;
}

const MB = 1_000_000;
const DEEP = 10_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

/**
 * Percent-encoding that also carries lone surrogates: as the bytes their code unit would take in
 * UTF-8 (WTF-8), which is what a hostile client sends, since `encodeURIComponent` refuses them.
 */
function encode(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

const text = (name: string, value: string): Payload => ({ name, json: JSON.stringify(value), url: encode(value) });
const raw = (name: string, json: string, url = json): Payload => ({ name, json, url: encode(url) });

/** Every hostile value, in a fixed order; the reduced sweep takes `REDUCED` of them. */
const PAYLOADS: Payload[] = [
  text('nul', 'a\u0000b'),
  text('nul-only', '\u0000'),
  text('lone-high-surrogate', 'x\uD800y'),
  text('lone-low-surrogate', '\uDC00'),
  text('reversed-surrogates', '\uDC00\uD800'),
  text('1mb-string', 'a'.repeat(MB)),
  text('8kb-string', 'a'.repeat(8_000)),
  raw('10k-deep-array', deepArray),
  raw('10k-deep-object', deepObject),
  raw('1e309', '1e309'),
  raw('-1e309', '-1e309'),
  raw('2^63', '9223372036854775808'),
  raw('-2^63-1', '-9223372036854775809'),
  raw('huge-integer', '99999999999999999999999999999'),
  raw('negative', '-1'),
  raw('zero', '0'),
  raw('fraction', '0.5'),
  raw('1e-400', '1e-400'),
  raw('true', 'true'),
  raw('null', 'null'),
  raw('empty-object', '{}', ''),
  raw('empty-array', '[]', '[]'),
  raw('array-of-strings', '["a","b"]', 'a,b'),
  text('string', 'abc'),
  text('number-as-text', '12'),
  text('NaN', 'NaN'),
  text('Infinity', 'Infinity'),
  text('sql-ish', "' OR 1=1 --"),
  text('percent', '%'),
  text('html', '<script>alert(1)</script>'),
  text('dot-segments', '../../etc/passwd'),
  text('emoji', '😀'),
  raw('object-with-nul-key', '{"\\u0000":1}', '\u0000=1'),
];
const REDUCED = new Set([
  'nul',
  'lone-high-surrogate',
  'lone-low-surrogate',
  '10k-deep-array',
  '1e309',
  '2^63',
  'true',
]);

/** A plausible value for a field, by name first, then by its schema. */
function plausible(name: string, schema: JsonSchema | undefined, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(name, options.find((o) => o.type !== 'null') ?? options[0], known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k) => [k, plausible(k, schema.properties?.[k], known)] as const),
      );
    default:
      return schema.format === 'email' ? 'hostile@example.com' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** The values the sweep fills in when a field is not under attack. */
const KNOWN_VALUES: Record<string, unknown> = {
  mobile: '9876500001',
  otp: '123456',
  password: 'secret-pass-1',
  old_password: 'secret-pass-1',
  new_password: 'secret-pass-2',
  email: 'hostile@example.com',
  name: 'Asha Verma',
  title: 'Hostile sweep ad',
  description: 'Nothing to see.',
  price: 100,
  category: 'Mobiles+Tablets',
  sub_category: 'mobile-phones',
  city: 'Bengaluru',
  state: 'Karnataka',
  area: 'Koramangala',
  lat: 12.97,
  lng: 77.59,
  images: [],
  data: {},
  terms: true,
  user_type: 'CUSTOMER',
  action: 'SEARCH_WORD',
  search: 'phone',
  file_name: 'photo.jpg',
  file_type: 'image/jpeg',
  message: 'Hello, this is a message from the sweep.',
  phone: '9876500002',
  slug: 'Mobiles+Tablets',
  type: 'cars',
  key: 'assets/1/none.jpg',
  token: 'not-a-token',
  limit: 10,
  offset: 0,
};

/** Where a hostile value goes: a path or query parameter, or a body field (dotted: `location.city`). */
type Target = { in: 'path' | 'query'; name: string } | { in: 'body'; name: string[] };

function bodyTargets(schema: JsonSchema | undefined): string[][] {
  const out: string[][] = [];
  for (const [k, s] of Object.entries(schema?.properties ?? {})) {
    out.push([k]);
    const inner = (s.anyOf ?? s.oneOf ?? [s]).find((o) => o.properties);
    for (const j of Object.keys(inner?.properties ?? {})) out.push([k, j]);
    // Records (an ad's details, search's detail filters): a key of their own.
    if (s.additionalProperties || (s.type === 'object' && !s.properties)) out.push([k, 'brand']);
  }
  return out;
}

interface Who {
  name: string;
  token?: string;
}

interface SweepOptions {
  /** Path parameters and fields by name: ids of a real ad, user, … */
  known?: Record<string, unknown>;
  /** A customer's token: sent as well as no token. */
  user?: string;
  /** An admin's token: sent to admin operations. */
  admin?: string;
  /** Only a few payloads per field, one caller per operation (the CI test). */
  reduced?: boolean;
}

/** Every hostile request of one operation. */
function hostileRequests(op: SweptOperation, opts: SweepOptions = {}): HostileRequest[] {
  const known = { ...KNOWN_VALUES, ...opts.known };
  const payloads = opts.reduced ? PAYLOADS.filter((p) => REDUCED.has(p.name)) : PAYLOADS;
  const callers: Who[] = [{ name: 'anonymous' }];
  if (opts.user) callers.push({ name: 'user', token: opts.user });
  if (op.admin && opts.admin) callers.push({ name: 'admin', token: opts.admin });
  // The reduced sweep sends each request once, as the caller that gets furthest in.
  const who = opts.reduced ? callers.slice(op.token ? -1 : 0, op.token ? undefined : 1) : callers;

  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseBody = op.body
    ? (plausible('', { ...op.body, required: Object.keys(op.body.properties ?? {}) }, known) as Record<string, unknown>)
    : undefined;
  const hasBody = op.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(op.method);

  /** The URL with `{name}` filled in, plus required query parameters, with one value swapped. */
  const url = (swap?: { in: 'path' | 'query'; name: string; encoded: string }) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
      swap?.in === 'path' && swap.name === n ? swap.encoded : encode(String(plausible(n, undefined, known))),
    );
    const query = queryParams
      .filter((p) => p.required || (swap?.in === 'query' && swap.name === p.name))
      .map((p) =>
        swap?.in === 'query' && swap.name === p.name
          ? `${encode(p.name)}=${swap.encoded}`
          : `${encode(p.name)}=${encode(String(plausible(p.name, p.schema, known)))}`,
      );
    return query.length ? `${path}?${query.join('&')}` : path;
  };
  /** The plausible body as JSON text, with the field at `at` replaced by raw JSON text. */
  const bodyWith = (at: string[], json: string) => {
    const MARK = '"__HOSTILE__"';
    const clone = structuredClone(baseBody ?? {}) as Record<string, unknown>;
    let node = clone;
    for (const k of at.slice(0, -1)) {
      if (typeof node[k] !== 'object' || node[k] === null || Array.isArray(node[k])) node[k] = {};
      node = node[k] as Record<string, unknown>;
    }
    node[at.at(-1)!] = '__HOSTILE__';
    return JSON.stringify(clone).replace(MARK, () => json);
  };

  const targets: Target[] = [
    ...pathParams.map((p) => ({ in: 'path' as const, name: p.name })),
    ...queryParams.map((p) => ({ in: 'query' as const, name: p.name })),
    ...bodyTargets(op.body).map((name) => ({ in: 'body' as const, name })),
  ];
  const plain: { label: string; url: string; body?: string; type?: string; extra?: Record<string, string> }[] = [];
  const json = 'application/json';
  const okBody = baseBody ? JSON.stringify(baseBody) : undefined;
  for (const t of targets) {
    for (const p of payloads) {
      if (t.in === 'body') {
        plain.push({
          label: `body.${t.name.join('.')} ${p.name}`,
          url: url(),
          body: bodyWith(t.name, p.json),
          type: json,
        });
        // An image list is an array of URLs: the bad value as one of them.
        if (t.name.join('.') === 'images') {
          plain.push({
            label: `body.images.0 ${p.name}`,
            url: url(),
            body: bodyWith(t.name, `[${p.json}]`),
            type: json,
          });
        }
      } else if (p.url !== undefined) {
        plain.push({
          label: `${t.in}.${t.name} ${p.name}`,
          url: url({ in: t.in, name: t.name, encoded: p.url }),
          body: okBody,
          type: okBody ? json : undefined,
        });
      }
    }
  }
  // Bad image addresses, kept and shown later.
  if (bodyTargets(op.body).some((t) => t.join('.') === 'images')) {
    for (const bad of ['https://[::1', 'javascript:alert(1)', 'http://', 'https://a b/c.jpg', 'https://%zz/']) {
      plain.push({
        label: `body.images.0 ${bad}`,
        url: url(),
        body: bodyWith(['images'], JSON.stringify([bad])),
        type: json,
      });
    }
  }
  // The whole request.
  const whole: [string, string | undefined, string | undefined, Record<string, string>?][] = opts.reduced
    ? [
        ['empty body', '', json],
        ['wrong content type', okBody ?? '{}', 'text/plain'],
        ['10k-deep body', deepObject, json],
        ['plain body, content-encoding gzip', okBody ?? '{}', json, { 'content-encoding': 'gzip' }],
      ]
    : [
        ['empty body', '', json],
        ['no body, json type', undefined, json],
        ['wrong content type', okBody ?? '{}', 'text/plain'],
        ['form content type', 'a=1&b=2', 'application/x-www-form-urlencoded'],
        [
          'multipart',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          'multipart/form-data; boundary=x',
        ],
        ['broken json', '{"a":', json],
        ['body is an array', '[]', json],
        ['body is a string', '"x"', json],
        ['body is null', 'null', json],
        ['body is 1e309', '1e309', json],
        ['10k-deep body', deepObject, json],
        ['10k-deep array body', deepArray, json],
        ['__proto__ body', '{"__proto__":{"admin":true}}', json],
        ['nul key body', '{"\\u0000":"x","a\\u0000":1}', json],
        ['raw nul byte in json', '{"name":"a\u0000b"}', json],
        ['json charset latin1', okBody ?? '{}', 'application/json; charset=latin1'],
        // A Content-Encoding that lies about the bytes, and ones the server does not take.
        ...(['gzip', 'br', 'deflate', 'x-gzip', 'zstd', 'gzip, gzip'] as const).map(
          (encoding) =>
            [`plain body, content-encoding ${encoding}`, okBody ?? '{}', json, { 'content-encoding': encoding }] as [
              string,
              string,
              string,
              Record<string, string>,
            ],
        ),
        ['empty body, content-encoding gzip', '', json, { 'content-encoding': 'gzip' }],
      ];
  for (const [label, body, type, extra] of whole) {
    if (!hasBody && label !== 'wrong content type' && label !== 'empty body') continue;
    plain.push({ label, url: url(), body, type, extra });
  }

  const out: HostileRequest[] = [];
  for (const w of who) {
    for (const r of plain) {
      const headers: Record<string, string> = { ...r.extra };
      if (r.type) headers['content-type'] = r.type;
      if (w.token) headers.authorization = `Bearer ${w.token}`;
      out.push({
        label: `${op.method} ${op.path} ${r.label} (${w.name})`,
        method: op.method,
        url: r.url,
        headers,
        body: r.body,
      });
    }
  }
  // A token that is not one, once per operation.
  out.push({
    label: `${op.method} ${op.path} bad token`,
    method: op.method,
    url: url(),
    headers: { authorization: 'Bearer \u00ff\u00fe' },
  });
  return out;
}

/** Send every request, `concurrency` at a time, and keep each status. */
async function sweep(
  requests: HostileRequest[],
  send: (r: HostileRequest) => Promise<number>,
  concurrency = 4,
): Promise<HostileResult[]> {
  const results: HostileResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      results.push({ request, status: await send(request).catch(() => 0) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Status → how many; the failures (>= 500, or no answer) with what was sent. */
export function tally(results: HostileResult[]) {
  const byStatus = new Map<number, number>();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const failures = results.filter((r) => r.status >= 500 || r.status === 0);
  return { byStatus: [...byStatus.entries()].sort((a, b) => a[0] - b[0]), failures };
}

/**
 * What the sweep needs on a fresh database: a customer signed up through the API (with the code
 * of the SMS `sms` captured), an admin, and an ad of the customer's. Tokens are fresh for every
 * operation, since logout and password changes end sessions.
 */
export async function sweepFixtures(
  app: FastifyInstance,
  db: Queryable,
  now: () => Date,
  sms: ReturnType<typeof captureSms>,
) {
  await ensureCategories(db);
  const user = (await signUp(app, sms, '9876500009')).user;
  const admin = await makeUser(db, now(), { name: 'Sweep Admin', admin: true });
  const posted = await app.inject({
    method: 'POST',
    url: '/api/product/',
    headers: { authorization: `Bearer ${await createSession(db, user.id, now())}` },
    payload: phoneAd(),
  });
  if (posted.statusCode !== 201) throw new Error(`could not post the sweep's ad: ${posted.statusCode} ${posted.body}`);
  const adId = (posted.json() as { id: number }).id;
  /** Every page that renders what the sweep managed to store: it must render, whatever was stored. */
  const readBack = async (token: string): Promise<HostileRequest[]> => {
    const { rows } = await db.query<{ id: number; owner: number }>(
      'SELECT id::int AS id, owner_id::int AS owner FROM ads ORDER BY id',
    );
    const auth = { authorization: `Bearer ${token}` };
    const urls: [string, Record<string, string>][] = [
      ['/sitemap.xml', {}],
      ['/api/search-product/?limit=200', {}],
      ['/api/product/?limit=200', auth],
      ['/api/product/?status=removed&limit=200', auth],
      ['/api/favorite/', auth],
    ];
    for (const { id, owner } of rows) {
      urls.push([`/view/${id}/`, {}], [`/api/products/${id}/`, {}], [`/api/product/${id}/`, auth]);
      urls.push([`/api/store/${owner}/`, {}], [`/store/${owner}/`, {}]);
    }
    return urls.map(([url, headers]) => ({ label: `GET ${url} (read back)`, method: 'GET', url, headers }));
  };
  return {
    readBack,
    known: { id: adId, product: adId, userId: user.id },
    tokens: async () => ({
      user: await createSession(db, user.id, now()),
      admin: await createSession(db, admin.id, now()),
    }),
  };
}

/** The whole sweep of a document: every operation and the undeclared pages, with fresh tokens each. */
export async function hostileSweep(
  doc: Parameters<typeof operationsOf>[0],
  fixtures: Awaited<ReturnType<typeof sweepFixtures>>,
  send: (r: HostileRequest) => Promise<number>,
  opts: { reduced?: boolean; concurrency?: number } = {},
) {
  const operations = [...operationsOf(doc), ...UNDECLARED];
  const results: HostileResult[] = [];
  for (const op of operations) {
    const tokens = await fixtures.tokens();
    const requests = hostileRequests(op, { known: fixtures.known, ...tokens, reduced: opts.reduced });
    results.push(...(await sweep(requests, send, opts.concurrency)));
  }
  results.push(...(await sweep(await fixtures.readBack((await fixtures.tokens()).user), send, opts.concurrency)));
  return { operations: operations.length, documented: operations.length - UNDECLARED.length, results };
}
