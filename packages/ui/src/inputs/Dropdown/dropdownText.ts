import { defineText } from '../../locale/text';

/** Dropdown's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultDropdownText = defineText('ui.dropdown', {
  /** The button's text while nothing is chosen, unless the field passes its own `placeholder`. */
  placeholder: 'Select',
});

export type DropdownText = { [K in keyof typeof defaultDropdownText]: string };
