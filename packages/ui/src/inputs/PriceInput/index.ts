export { PriceInput } from './PriceInput';
export type { PriceInputProps } from './PriceInput';
export { groupIndian } from './groupIndian';
