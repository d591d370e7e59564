import { defineText } from '@haat/ui/text';

/** Push subscriptions. */
export const pushText = defineText('push', {
  notAPushService: 'Haat sends pushes only to the browsers’ push services; this address is not one.',
});
