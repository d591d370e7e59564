export { ChatComposer } from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
