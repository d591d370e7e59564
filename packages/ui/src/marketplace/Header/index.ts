export { Header, defaultHeaderLinks, formatMobile } from './Header';
export type { HeaderLinks, HeaderProps, HeaderUser } from './Header';
export { defaultHeaderText } from './headerText';
export type { HeaderText } from './headerText';
