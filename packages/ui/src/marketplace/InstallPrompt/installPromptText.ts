import { defineText } from '../../locale/text';
/** InstallPrompt's own words, for a translated catalogue to replace. */
export const installPromptText = defineText('ui.installPrompt', {
  label: 'Install Haat',
  title: 'Get Haat on your home screen',
  body: 'Open it in one tap, read the ads you viewed without a network, and hear of buyers the moment they write.',
  install: 'Install',
  later: 'Not now',
} as const);

export type InstallPromptText = { [K in keyof typeof installPromptText]: string };
