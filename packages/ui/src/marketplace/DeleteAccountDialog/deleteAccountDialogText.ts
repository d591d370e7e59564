import { defineText } from '../../locale/text';

/** DeleteAccountDialog's words, for a translated catalogue to replace. `{balance}` is filled in. */
export const defaultDeleteAccountDialogText = defineText('ui.deleteAccountDialog', {
  title: 'Delete your account?',
  description: 'This deletes your Haat account for good. Download your data first if you want a copy.',
  happensTitle: 'What happens',
  signedOut: 'You are signed out on every device.',
  adsRemoved: 'Your ads are removed, and their pages say they are gone. Photos no other ad uses are deleted.',
  listsDeleted: 'Your saved ads, saved searches, notifications and push subscriptions are deleted.',
  identityErased:
    'Your name, mobile number, e-mail and password are erased. The same number can sign up again as a new account.',
  chatsKept:
    'Your messages stay in the other person’s chats, shown as from Deleted user. Star ratings stay; the words you wrote in them are erased.',
  ledgerKept: 'Wallet records are kept without your name, as Indian accounting law requires.',
  password: 'Your password',
  passwordRequired: 'Enter your password.',
  otp: 'OTP',
  otpHint: 'We text a code to your mobile number.',
  otpRequired: 'Enter the OTP we texted you.',
  sendOtp: 'Send OTP',
  resendOtp: 'Send OTP again',
  otpSent: 'We sent a code. It works for 5 minutes.',
  forfeit: 'Give up my wallet balance of {balance}',
  forfeitHint: 'Or cancel, and withdraw the balance first.',
  forfeitRequired: 'Tick this to give up your balance, or withdraw it first.',
  continue: 'Continue',
  cancel: 'Cancel',
  finalQuestion: 'This cannot be undone. Delete your account now?',
  back: 'Back',
  confirm: 'Delete my account',
});

export type DeleteAccountDialogText = { [K in keyof typeof defaultDeleteAccountDialogText]: string };
