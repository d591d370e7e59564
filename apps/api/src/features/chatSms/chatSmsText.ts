import { defineText } from '@haat/ui/text';

/** The SMS for a chat message left unread, in its reader's language. */
export const chatSmsText = defineText('chatSms', {
  sms: 'New message about ‘{title}’ on Haat: {link}',
});
