import { defineText } from '../../locale/text';

/** PhoneInput's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultPhoneInputText = defineText('ui.phoneInput', {
  /** The accessible name of the country calling code picker (+91 India …). */
  countryLabel: 'Country code',
});

export type PhoneInputText = { [K in keyof typeof defaultPhoneInputText]: string };
