export { RemovedView, type RemovedViewProps } from './RemovedView';
