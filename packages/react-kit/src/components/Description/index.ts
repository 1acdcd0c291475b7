export { Description, type DescriptionProps } from './Description';
