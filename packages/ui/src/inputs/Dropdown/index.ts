export { Dropdown } from './Dropdown';
export type { DropdownProps } from './Dropdown';
