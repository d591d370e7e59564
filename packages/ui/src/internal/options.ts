/** One choice of a Select, Dropdown or MultiSelect. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}
