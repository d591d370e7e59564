export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export { defaultMultiSelectText } from './multiSelectText';
export type { MultiSelectText } from './multiSelectText';
