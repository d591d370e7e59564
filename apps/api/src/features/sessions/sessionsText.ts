import { defineText } from '@haat/ui/text';

/** Signed-in devices. */
export const sessionsText = defineText('sessions', {
  noSession: 'No such session.',
});
