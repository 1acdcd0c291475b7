export { TagInput, type TagInputProps } from './TagInput';
