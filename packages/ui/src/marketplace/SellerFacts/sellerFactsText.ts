import { defineText } from '../../locale/text';

/** SellerFacts' words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const defaultSellerFactsText = defineText('ui.sellerFacts', {
  /** The facts' accessible name. */
  label: 'About this seller',
  mobileVerified: 'Mobile verified',
  emailVerified: 'E-mail verified',
  /** `{city}`: where the seller's newest ad is. */
  city: 'Sells in {city}',
  /** `{percent}`: a whole number from 0 to 100. */
  responseRate: 'Replies to {percent}% of chats within a day',
  /** The short form the one-line summary uses. */
  responseRateShort: 'Replies to {percent}%',
  typicalMinutes: 'Typically replies in {count, plural, one {# minute} other {# minutes}}',
  typicalHours: 'Typically replies in {count, plural, one {# hour} other {# hours}}',
  typicalDays: 'Typically replies in {count, plural, one {# day} other {# days}}',
  activeToday: 'Active today',
  activeYesterday: 'Active yesterday',
  /** `{day}`: a calendar day, `24 Nov 2026`. */
  activeOn: 'Last active {day}',
  adsLive: '{count, plural, one {# ad live} other {# ads live}}',
  adsSold: '{count, plural, one {# sold} other {# sold}}',
});

export type SellerFactsText = { [K in keyof typeof defaultSellerFactsText]: string };
