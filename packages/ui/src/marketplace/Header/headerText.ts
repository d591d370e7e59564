import { defineText } from '../../locale/text';

/** Header's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultHeaderText = defineText('ui.header', {
  /** The location button's place while none is chosen. */
  allIndia: 'All India',
  /** Read by screen readers before the chosen place: "Location: Bengaluru". */
  location: 'Location',
  /** The search box's placeholder. */
  searchPlaceholder: 'Find Cars, Mobile Phones and more...',
  /** The link to the user's own ads, in capitals as the spec prints it. */
  myAdsUpper: 'MY ADS',
  /** The button-like link to the ad form. */
  postFreeAd: 'Post Free Ad',
  /** The bell's name (with its unread count). */
  notifications: 'Notifications',
  /** The sign-in button of a visitor, in capitals as the spec prints it. */
  login: 'LOGIN',
});

export type HeaderText = { [K in keyof typeof defaultHeaderText]: string };
