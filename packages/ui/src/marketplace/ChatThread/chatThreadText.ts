import { defineText } from '../../locale/text';

/** ChatThread's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultChatThreadText = defineText('ui.chatThread', {
  /** The conversation's name (a log region screen readers announce). */
  log: 'Messages',
  /** Read before the user's own messages. */
  you: 'You',
  /** A message of the user's own on its way to the server. */
  sending: 'Sending…',
  /** A message the server has. */
  sent: 'Sent',
  /** A message the other person has seen. */
  read: 'Read',
  /** A message that could not be sent. */
  failed: 'Not sent',
  /** The button that sends a failed message again. */
  retry: 'Retry',
  /** The button above the first message when there are earlier ones. */
  older: 'Show earlier messages',
  /** The other person is typing: `{name}` is their name. */
  typing: '{name} is typing…',
  /** Names a photo sent in the chat. */
  photo: 'Photo',
  /** Starts a scam rule's warning above a message. */
  warning: 'Be careful:',
});

export type ChatThreadText = { [K in keyof typeof defaultChatThreadText]: string };
