export { ToastRegion, type ToastRegionProps } from './Toast';
export { createToastQueue, type ToastMessage, type ToastQueue } from './toast-queue';
