import { defineText } from '../../locale/text';

/** The dialog's wording. Spec strings come from `marketplaceStrings`; the rest are defaults to override. */
export const defaultLoginText = defineText('ui.defaultLogin', {
  titleMobile: 'Login or sign up',
  titleSignup: 'Verify your number',
  titleCreatePassword: 'Create a password',
  titleFullName: 'Enter your full name',
  titlePassword: 'Welcome back',
  intro: 'Use your mobile number to log in or create a free account.',
  mobileLabel: 'Mobile number',
  countryCode: '+91',
  continue: 'Continue',
  otpSentTo: 'OTP sent to',
  change: 'Change',
  otpLabel: 'OTP',
  nameLabel: 'Name',
  passwordLabel: 'Password',
  termsBefore: 'I accept the ',
  termsLink: 'Terms & Conditions',
  termsHref: '/Terms+Conditions/',
  signUp: 'Sign up',
  resendOtp: 'Resend OTP',
  /** `{seconds}` is replaced. */
  resendIn: 'Resend OTP in {seconds}s',
  newPasswordLabel: 'New password',
  savePassword: 'Save password',
  fullNameLabel: 'Full name',
  finish: 'Finish',
  loginPasswordLabel: 'Password',
  login: 'Login',
  forgotPassword: 'Forgot Password',
  /** Shown when password login answers 429, above `otpInstead`. */
  passwordThrottled: 'Too many password attempts. Try again later, or log in with a code sent to your mobile.',
  otpInstead: 'Log in with an OTP instead',
  titleOtpLogin: 'Log in with an OTP',
  close: 'Close',
});

export type LoginText = typeof defaultLoginText;
