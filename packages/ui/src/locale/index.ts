export { LocaleProvider, useLocale, useText } from './LocaleProvider';
export type { Direction, LocaleProviderProps } from './LocaleProvider';
export { activateLanguage, currentLanguage, defineText, fillTemplate, readLanguageWith } from './text';
export type { Catalogue, Language, Locale } from './text';
