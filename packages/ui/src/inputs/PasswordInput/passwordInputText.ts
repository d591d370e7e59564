import { defineText } from '../../locale/text';

/** PasswordInput's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultPasswordInputText = defineText('ui.passwordInput', {
  /** The toggle's text while the password is hidden. */
  showLabel: 'Show',
  /** The toggle's text while the password is visible. */
  hideLabel: 'Hide',
  /** The button's accessible name: `{action}` is Show or Hide. */
  named: '{action} password',
});

export type PasswordInputText = { [K in keyof typeof defaultPasswordInputText]: string };
