import { setupI18n, type I18n } from '@lingui/core';

/** The languages Haat speaks, as BCP 47 tags every formatter takes. */
export type Locale = 'en-IN' | 'hi-IN';

/**
 * A translated catalogue: messages by id, `namespace.key.path` (`home.title`, `ui.topUpForm.hint`,
 * `ui.marketplace.howItWorksSteps.0.title`). Each is what Lingui compiles from an ICU message: a
 * plain string, or its compiled form when it has `{placeholders}`.
 */
export type Catalogue = Readonly<Record<string, unknown>>;

/** What is being rendered in: a language and, unless it is the source (English), its catalogue. */
export interface Language {
  locale: Locale;
  catalogue?: Catalogue;
}

const english: Language = { locale: 'en-IN' };
let active: Language = english;
let reader: () => Language = () => active;

/**
 * The browser has one language at a time: `activateLanguage` sets it before the first render.
 * (Changing it means rendering again from the top; the app reloads the page.)
 */
export function activateLanguage(language: Language): void {
  active = language;
}

/**
 * Where the language is read from. A server rendering pages in several languages at once passes a
 * reader of its per-request store (AsyncLocalStorage), so each render reads its own.
 */
export function readLanguageWith(read: () => Language | undefined): void {
  reader = () => read() ?? active;
}

/** The language being rendered in. */
export function currentLanguage(): Language {
  return reader();
}

/**
 * A text constant: `defineText('home', { title: 'Fresh ads' })`. The object is the English source
 * (`lingui extract` reads it, scripts/i18n/extractor.mjs); reading a string returns it in the
 * current language, from the catalogue by its id (`home.title`), English when the catalogue has
 * none. Values are ICU messages: `{name}`, `{count, plural, one {# ad} other {# ads}}`, filled by
 * `fillTemplate`. Read it while rendering, never into a module-level copy.
 */
export function defineText<T extends object>(namespace: string, source: T): T {
  return localised(source, namespace) as T;
}

function localised(value: unknown, id: string): unknown {
  if (Array.isArray(value)) {
    // A message the build compiled is an array of text and tokens, not a list of messages.
    if (isCompiledMessage(value)) return value;
    const list: unknown[] = [];
    value.forEach((item, index) => define(list, String(index), item, `${id}.${index}`));
    return list;
  }
  if (value && typeof value === 'object') {
    const object = {};
    for (const [key, item] of Object.entries(value)) define(object, key, item, `${id}.${key}`);
    return object;
  }
  return value;
}

function define(target: object, key: string, value: unknown, id: string) {
  if (typeof value === 'string' || (Array.isArray(value) && isCompiledMessage(value))) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => reader().catalogue?.[id] ?? value,
    });
  } else {
    Object.defineProperty(target, key, { enumerable: true, value: localised(value, id) });
  }
}

/** The build's compiled form (scripts/i18n/compileText.mjs): text and `[name, …]` tokens. */
function isCompiledMessage(value: unknown[]): boolean {
  return (
    value.some((item) => Array.isArray(item)) && value.every((item) => typeof item === 'string' || Array.isArray(item))
  );
}

const engines = new Map<string, I18n>();
function engine(locale: string): I18n {
  let i18n = engines.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    engines.set(locale, i18n);
  }
  return i18n;
}

/**
 * The one filler: a message with its `{placeholders}` filled and its plurals chosen by the current
 * language's rules: `fillTemplate('{n} views', { n: 128 })` → `'128 views'`. Lingui interprets it.
 */
export function fillTemplate(message: string, values: Readonly<Record<string, string | number>>): string {
  return engine(reader().locale)._({ id: '', message, values: { ...values } });
}
