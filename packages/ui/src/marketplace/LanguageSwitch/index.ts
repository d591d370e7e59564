export { LanguageSwitch, haatLanguages } from './LanguageSwitch';
export type { LanguageOption, LanguageSwitchProps } from './LanguageSwitch';
export { defaultLanguageSwitchText } from './languageSwitchText';
export type { LanguageSwitchText } from './languageSwitchText';
