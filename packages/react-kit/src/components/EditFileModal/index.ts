export { EditFileModal, type EditFileModalProps, type FileSettingsValue } from './EditFileModal';
