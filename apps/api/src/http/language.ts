import { fillTemplate, readLanguageWith, type Language } from '@haat/ui/text';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoot } from '../config';
import type { Queryable } from '../db/client';

/** The languages Haat speaks; English is the source and the fallback. */
export type Lang = 'en' | 'hi';

const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

/**
 * The language of `Accept-Language` Haat speaks that the browser ranks highest (`hi-IN,hi;q=0.9,en;q=0.8`
 * → `hi`); English when it names neither. Malformed parts are skipped, never an error.
 */
export function preferredLang(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Lang; q: number } | undefined;
  for (const part of value.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const lang = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'en';
}

/**
 * The language a page is rendered in: `?lang=` (the `hreflang` alternates link it), else the
 * `lang` cookie the language control writes, else `Accept-Language`.
 */
export function pageLang(request: FastifyRequest): Lang {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLang(query.lang)) return query.lang;
  const cookie = request.cookies?.lang;
  if (isLang(cookie)) return cookie;
  return preferredLang(request.headers['accept-language']);
}

// ---------------------------------------------------------------------------------------------
// The language the server speaks in: every text constant (`defineText`) read while handling a
// request is in the request's language; messages sent outside one (SMS, pushes, e-mails) in their
// reader's (`users.lang`), by running the sending code in it.

const english: Language = { locale: 'en-IN' };
/** Its catalogue is filled by `loadLanguages` (at start-up, before the first request). */
const hindi: Language = { locale: 'hi-IN' };
const languageOf = (lang: Lang): Language => (lang === 'hi' ? hindi : english);

const speaking = new AsyncLocalStorage<Language>();
readLanguageWith(() => speaking.getStore());

/** The server's catalogues: apps/api/locales/{locale}.po, beside src/ and the bundle's dist/. */
const localesDir = path.join(apiRoot, 'locales');

let loading: Promise<void> | undefined;

/**
 * Read the Hindi catalogue (its .po, written by `lingui extract`) and compile its messages once.
 * A message left untranslated stays English. Safe to call again: it loads once.
 */
export function loadLanguages(): Promise<void> {
  return (loading ??= (async () => {
    const file = path.join(localesDir, 'hi.po');
    const parsed = await poFormatter.parse(await readFile(file, 'utf8'), {
      locale: 'hi',
      sourceLocale: 'en',
      filename: file,
    });
    const catalogue: Record<string, unknown> = {};
    for (const [id, entry] of Object.entries(parsed)) {
      if (entry.translation) catalogue[id] = compiledMessage(entry.translation);
    }
    hindi.catalogue = catalogue;
  })());
}
const poFormatter = formatter();

/** A message as Lingui interprets it: plain text stays a string (a text constant's reader takes it as it is). */
function compiledMessage(message: string): unknown {
  const compiled = compileMessage(message);
  return Array.isArray(compiled) && compiled.every((part) => typeof part === 'string') ? compiled.join('') : compiled;
}

/** Run `fn` (and everything it awaits) speaking `lang`. */
export function inLang<T>(lang: Lang, fn: () => T): T {
  return speaking.run(languageOf(lang), fn);
}

/** A message in each language Haat speaks: `[english, hindi]`, for SQL that picks its reader's. */
export function inEachLang(fn: () => string): [string, string] {
  return [inLang('en', fn), inLang('hi', fn)];
}

/** The language a person reads Haat in (`users.lang`, kept from their requests); English for none. */
async function userLang(db: Queryable, userId: number): Promise<Lang> {
  const { rows } = await db.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [userId]);
  return isLang(rows[0]?.lang) ? rows[0].lang : 'en';
}

/** Run `fn` in the language of `userId`: what is sent to them outside their own requests. */
export async function inUserLang<T>(db: Queryable, userId: number, fn: () => T | Promise<T>): Promise<T> {
  return inLang(await userLang(db, userId), fn);
}

const compiled = new Map<string, string>();
/**
 * A text constant's message with its `{placeholders}` filled (and plurals chosen) in the current
 * language. The English sources are ICU strings, compiled here once each: the server's Lingui
 * interprets compiled messages only.
 */
export function say(message: string, values: Readonly<Record<string, string | number>>): string {
  const ready =
    typeof message === 'string' && message.includes('{')
      ? (compiled.get(message) ?? compiled.set(message, compiledMessage(message) as string).get(message)!)
      : message;
  // Text with nothing to fill is itself (Lingui would warn of an uncompiled message in production).
  return typeof ready === 'string' ? ready : fillTemplate(ready, values);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of its answer: from `Accept-Language`, `en` without one. */
    lang: Lang;
  }
}

/**
 * Every request is handled speaking the language its `Accept-Language` prefers (the app sends the
 * chosen one on every call). Entered again before validation: parsing a body runs in the stream's
 * callbacks, outside the hook that entered it.
 */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) =>
    speaking.run(languageOf(request.lang), done);
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = preferredLang(request.headers['accept-language']);
    enter(request, reply, done);
  });
  app.addHook('preValidation', enter);
}
