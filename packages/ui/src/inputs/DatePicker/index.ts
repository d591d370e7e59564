export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { defaultDatePickerText } from './datePickerText';
export type { DatePickerText } from './datePickerText';
