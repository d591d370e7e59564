export { OtpInput } from './OtpInput';
export type { OtpInputProps } from './OtpInput';
