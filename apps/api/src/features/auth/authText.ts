import { defineText } from '@haat/ui/text';

/** Logging in and the OTP's SMS. */
export const authText = defineText('auth', {
  otpSms: '{code} is your Haat {purpose} code. It is valid for 5 minutes. Do not share it with anyone.',
  otpPurpose: {
    signup: 'verification',
    reset: 'password reset',
    email: 'e-mail change',
    login: 'login',
  },
  smsFailed: 'Could not send the SMS. Please try again in a minute.',
  tooManyLogins: 'Too many failed logins. Try again later.',
  loggedOut: 'Logged out.',
  loggedOutEverywhere: 'Logged out on every device.',
  blocked: 'This account is blocked: {reason}',
});
