export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { defaultDateRangePickerText } from './dateRangePickerText';
export type { DateRangePickerText } from './dateRangePickerText';
