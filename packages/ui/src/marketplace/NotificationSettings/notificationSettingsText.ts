import { defineText } from '../../locale/text';
/** NotificationSettings' own words, for a translated catalogue to replace. */
export const notificationSettingsText = defineText('ui.notificationSettings', {
  phone: 'On this phone',
  pushOn: 'Notifications are on: messages, offers and alerts reach you even with Haat closed.',
  pushOff: 'Turn notifications on to hear of a buyer’s message the moment it arrives, even with Haat closed.',
  pushBlocked: 'This browser blocks notifications from Haat. Allow them in the site settings, then come back.',
  pushUnsupported: 'This browser cannot show notifications. Install Haat or use Chrome, Edge, Firefox or Safari.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off on this phone',
  kinds: 'Tell me about',
  quiet: 'Quiet hours',
  quietToggle: 'No notifications or SMS at night (India time)',
  from: 'From',
  to: 'To',
  sameTimes: 'Quiet hours must start and end at different times.',
  sms: 'SMS',
  smsToggle: 'An SMS when a message waits unread and nothing else reaches me',
  smsHint: 'At most one a chat and three a day, never in quiet hours.',
} as const);

export type NotificationSettingsText = { [K in keyof typeof notificationSettingsText]: string };
