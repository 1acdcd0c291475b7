export { DownloadButton, type DownloadButtonProps } from './DownloadButton';
export { FileBadges, fileSummary } from './FileBadges';
