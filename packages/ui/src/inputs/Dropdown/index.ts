export { Dropdown } from './Dropdown';
export type { DropdownProps } from './Dropdown';
export { defaultDropdownText } from './dropdownText';
export type { DropdownText } from './dropdownText';
