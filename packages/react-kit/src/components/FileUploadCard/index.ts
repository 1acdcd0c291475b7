export {
  FileUploadCard,
  type FileUploadCardProps,
  type UploadPhase,
  type UploadProgressView,
} from './FileUploadCard';
