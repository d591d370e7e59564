export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export { defaultTagInputText } from './tagInputText';
export type { TagInputText } from './tagInputText';
