export { InstallPrompt } from './InstallPrompt';
export type { InstallPromptProps } from './InstallPrompt';
export { installPromptText } from './installPromptText';
export type { InstallPromptText } from './installPromptText';
