import { defineText } from '../../locale/text';

/** OtpInput's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultOtpInputText = defineText('ui.otpInput', {
  /** Each box's accessible name: `{n}` of `{total}`. */
  boxLabel: 'Digit {n} of {total}',
});

export type OtpInputText = { [K in keyof typeof defaultOtpInputText]: string };
