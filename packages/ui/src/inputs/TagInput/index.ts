export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
