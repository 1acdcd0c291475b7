export { type AboutVersionLabels, AboutVersionModal, type AboutVersionModalProps } from './AboutVersionModal';
