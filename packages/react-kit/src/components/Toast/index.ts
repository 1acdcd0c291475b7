export {
  createToastQueue,
  type ToastMessage,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
} from './Toast';
