import { defineText } from '../../locale/text';
/** SchemeSwitch's own words, for a translated catalogue to replace. */
export const schemeSwitchText = defineText('ui.schemeSwitch', {
  legend: 'Appearance',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const);

export type SchemeSwitchText = { [K in keyof typeof schemeSwitchText]: string };
