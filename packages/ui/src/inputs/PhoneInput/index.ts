export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export type { PhoneCountry } from './countries';
