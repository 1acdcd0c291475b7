export { UploadedImages, type UploadedImagesProps, type UploadedImageView } from './UploadedImages';
