export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export { tagInputText } from './tagInputText';
export type { TagInputText } from './tagInputText';
