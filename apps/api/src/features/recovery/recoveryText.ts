import { defineText } from '@haat/ui/text';

/** Forgot password: the answers and the reset mail. */
export const recoveryText = defineText('recovery', {
  sent: 'If an account exists for these details, we have sent instructions to reset the password.',
  tooMany: 'Too many password reset requests. Try again later.',
  tokenValid: 'Token is valid.',
  reset: 'Password has been reset. Please log in with the new password.',
  mailSubject: 'Reset your Haat password',
  mail: `Hello {name},\n\nOpen this link within an hour to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this mail.`,
  there: 'there',
});
