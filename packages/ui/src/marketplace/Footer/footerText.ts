import { defineText } from '../../locale/text';

/** The footer's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const defaultFooterText = defineText('ui.footer', {
  /** The company column's heading (and its navigation's name). */
  company: 'Haat',
  about: 'About',
  pricing: 'Pricing',
  mobileApp: 'Mobile App',
  contact: 'Contact Us',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  categories: 'Popular categories',
  support: 'Support',
  /** The last line: `{year}` is the copyright year. */
  bottom: '© {year} Haat · Free classifieds in India',
});

export type FooterText = { [K in keyof typeof defaultFooterText]: string };
