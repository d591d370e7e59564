import { defineText } from '@haat/ui';
/** Every string of the e-mail confirmation page, for a translated catalogue to replace. */
export const verifyEmailText = defineText('verifyEmail', {
  title: 'Confirm your e-mail address',
  description: 'Confirm the e-mail address of your Haat account.',
  checking: 'Confirming your e-mail address…',
  confirmed: 'Your e-mail address is confirmed. You can now use it to reset a forgotten password.',
  invalid: 'This link is invalid or has expired. Save your e-mail address again in your account to get a new one.',
  noToken: 'Open the link from the confirmation mail to confirm your address.',
  home: 'Go to the home page',
} as const);
