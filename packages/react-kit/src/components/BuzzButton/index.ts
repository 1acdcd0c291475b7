export { BuzzButton, type BuzzButtonProps } from './BuzzButton';
