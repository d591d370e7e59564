export { Header, defaultHeaderLinks, formatMobile } from './Header';
export type { HeaderLinks, HeaderProps, HeaderUser } from './Header';
