export { Footer } from './Footer';
export type { FooterLink, FooterProps } from './Footer';
export { defaultFooterText } from './footerText';
export type { FooterText } from './footerText';
