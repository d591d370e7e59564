export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { defaultPhoneInputText } from './phoneInputText';
export type { PhoneInputText } from './phoneInputText';
export type { PhoneCountry } from './countries';
