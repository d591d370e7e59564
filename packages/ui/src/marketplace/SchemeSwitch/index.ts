export { SchemeSwitch } from './SchemeSwitch';
export type { Scheme, SchemeSwitchProps } from './SchemeSwitch';
export { schemeSwitchText } from './schemeSwitchText';
export type { SchemeSwitchText } from './schemeSwitchText';
