import { defineText } from '../../locale/text';

/** MultiSelect's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultMultiSelectText = defineText('ui.multiSelect', {
  /** The button's text while nothing is chosen, unless the field passes its own `placeholder`. */
  placeholder: 'Select',
  /** The button's text once more choices are ticked than it lists: `{count}` is how many. */
  countLabel: '{count} selected',
});

export type MultiSelectText = { [K in keyof typeof defaultMultiSelectText]: string };
