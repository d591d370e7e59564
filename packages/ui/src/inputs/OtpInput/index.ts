export { OtpInput } from './OtpInput';
export type { OtpInputProps } from './OtpInput';
export { defaultOtpInputText } from './otpInputText';
export type { OtpInputText } from './otpInputText';
