export { Select } from './Select';
export type { SelectProps } from './Select';
export type { SelectOption } from '../../internal/options';
