import { formatFileSize } from '../../internal/format';
import type { FileVariantView } from '../../view-models/files';
import { Badge } from '../Badge/Badge';

/** Size, then format and fp badges: "1.99 GB [SafeTensor] [fp16]". */
export function FileBadges({ file }: { file: Pick<FileVariantView, 'sizeKB' | 'format' | 'fp'> }) {
  return (
    <>
      <span>{formatFileSize(file.sizeKB)}</span>
      {file.format ? <Badge>{file.format}</Badge> : null}
      {file.fp ? <Badge>{file.fp}</Badge> : null}
    </>
  );
}

/** "1.99 GB · SafeTensor · fp16", for one-line summaries. */
export function fileSummary(file: Pick<FileVariantView, 'sizeKB' | 'format' | 'fp'>): string {
  return [formatFileSize(file.sizeKB), file.format, file.fp].filter(Boolean).join(' · ');
}
