export { ChatComposer } from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
export { defaultChatComposerText } from './chatComposerText';
export type { ChatComposerText } from './chatComposerText';
