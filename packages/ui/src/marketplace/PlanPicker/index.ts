export { PlanPicker } from './PlanPicker';
export type { PlanOption, PlanPickerProps } from './PlanPicker';
export { planPickerText } from './planPickerText';
export type { PlanPickerText } from './planPickerText';
