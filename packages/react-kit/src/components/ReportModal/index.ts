export { type ReportLabels, ReportModal, type ReportModalProps } from './ReportModal';
