import { defineText } from '../../locale/text';

/** ChatComposer's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultChatComposerText = defineText('ui.chatComposer', {
  /** The message box's label (read by screen readers). */
  label: 'Message',
  /** The empty message box's placeholder, unless the chat passes its own `placeholder`. */
  placeholder: 'Type a message',
  /** The send button's text. */
  sendLabel: 'Send',
});

export type ChatComposerText = { [K in keyof typeof defaultChatComposerText]: string };
