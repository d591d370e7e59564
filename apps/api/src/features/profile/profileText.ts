import { defineText } from '@haat/ui/text';

/** My Account: password and e-mail changes, and the notices they send. */
export const profileText = defineText('profile', {
  tooManyPasswords: 'Too many wrong passwords. Try again later.',
  tooManyAddressChanges: 'Too many address changes. Try again later.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  passwordChanged: 'Password changed.',
  changedTo: 'changed to {email}',
  removed: 'removed',
  unlessYou:
    'If you did not do this, reset your password at once from the login screen (Forgot password, by SMS), then sign out every other device in My Account.',
  emailChangedSms: 'The e-mail address of your Haat account was {what}. {unlessYou}',
  emailChangedSubject: 'The e-mail address of your Haat account was changed',
  emailChangedMail: `Hello {name},\n\nThe e-mail address of your Haat account (+91 {mobile}) was {what}. This address no longer receives password reset links.\n\n{unlessYou}`,
  there: 'there',
  confirmSubject: 'Confirm your e-mail address for Haat',
  confirmMail: `Hello {name},\n\nOpen this link within a day to confirm this address for your Haat account:\n{link}\n\nUntil then, password recovery does not use it. If you did not add it, ignore this mail.`,
});
