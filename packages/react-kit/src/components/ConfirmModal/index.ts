export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
