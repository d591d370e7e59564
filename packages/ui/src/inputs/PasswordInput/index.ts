export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { defaultPasswordInputText } from './passwordInputText';
export type { PasswordInputText } from './passwordInputText';
