import { defineText } from '../../locale/text';
/** TagInput's words, for a catalogue to translate. The spec gives none of them; these are the kit's own. */
export const defaultTagInputText = defineText('ui.tagInput', {
  /** Names each tag's remove button; `{tag}` is replaced. */
  removeLabel: 'Remove {tag}',
  /** Read with a tag that is not an e-mail address (`type="email"`). */
  emailWarning: 'Not a valid email address',
  /** Read with the input, to explain the keys. */
  instructions: 'Press Enter or comma to add. Backspace removes the last one.',
} as const);

/** The same words in another language: every key, as a string. */
export type TagInputText = { [K in keyof typeof defaultTagInputText]: string };
