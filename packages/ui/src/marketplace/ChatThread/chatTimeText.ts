import { defineText } from '../../locale/text';

/** The words of a chat's day separators and the inbox's time column, for a catalogue to translate. */
export const chatTimeText = defineText('ui.chatTime', {
  /** The separator above today's messages. */
  today: 'Today',
  /** The separator above yesterday's messages, and the inbox's time of a chat last active yesterday. */
  yesterday: 'Yesterday',
});
