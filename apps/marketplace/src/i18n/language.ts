import { activateLanguage, currentLanguage, type Catalogue, type Language } from '@haat/ui';
import { writeCookie } from '../state/storage';

/**
 * The languages a visitor can choose, as the `lang` cookie and `?lang=` write them. The server
 * renders in the cookie's language (else the first of `Accept-Language` it speaks) and writes it
 * on `<html lang>`; the browser reads it from there before its first render.
 */
export type Lang = 'en' | 'hi';

/** The cookie the server reads (apps/api's http/language.ts). */
const LANG_COOKIE = 'lang';

/** `hi` for `hi`, `hi-IN`…; English otherwise. */
export const langOf = (tag: string | null | undefined): Lang => (/^hi\b/i.test(tag ?? '') ? 'hi' : 'en');

/** The page's language, as the server wrote it on `<html lang>`. */
function pageLang(): Lang {
  return typeof document === 'undefined' ? 'en' : langOf(document.documentElement.lang);
}

/** The language being rendered in (the request's on the server, the page's in the browser). */
export const currentLang = (): Lang => (currentLanguage().locale === 'hi-IN' ? 'hi' : 'en');

/**
 * A language's catalogue: none for English (the text constants are English), Hindi's compiled
 * from locales/hi.po at build time and fetched on its own, so an English page never downloads it.
 */
export async function loadLanguage(lang: Lang): Promise<Language> {
  if (lang === 'en') return { locale: 'en-IN' };
  const { messages } = (await import('../../locales/hi.po')) as { messages: Catalogue };
  return { locale: 'hi-IN', catalogue: messages };
}

/** Loads the page's language and makes it the one every text and formatter reads. */
export async function startLanguage(): Promise<Lang> {
  const lang = pageLang();
  activateLanguage(await loadLanguage(lang));
  return lang;
}

/** A visitor's choice: kept a year in the cookie, and the page is fetched again in that language. */
export function chooseLanguage(lang: Lang): void {
  writeCookie(LANG_COOKIE, lang);
  // The server renders the page in the new language (its words, its <html lang>); no stale copy.
  window.location.reload();
}
