export { StorageFullModal, type StorageFullModalProps } from './StorageFullModal';
