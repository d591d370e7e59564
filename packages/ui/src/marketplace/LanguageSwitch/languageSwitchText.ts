import { defineText } from '../../locale/text';

/** LanguageSwitch's own words, for a translated catalogue to replace. */
export const defaultLanguageSwitchText = defineText('ui.languageSwitch', {
  /** Names the group of languages (the account menu, the footer). */
  legend: 'Language',
  /** The compact control's accessible name: `{language}` is the other language, in its own script. */
  switchTo: 'Read Haat in {language}',
});

export type LanguageSwitchText = { [K in keyof typeof defaultLanguageSwitchText]: string };
