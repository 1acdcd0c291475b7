export { ImageUploadCard, type ImageUploadCardProps, type ImageUploadView } from './ImageUploadCard';
