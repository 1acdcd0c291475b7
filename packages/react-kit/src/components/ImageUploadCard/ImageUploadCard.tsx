import { useId } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import { formatFileSize } from '../../internal/format';
import { Button } from '../Button/Button';
import * as uploadStyles from '../FileUploadCard/FileUploadCard.css';
import { Notice } from '../Notice/Notice';
import * as styles from './ImageUploadCard.css';

/** One image on its way: bytes moving, then being added to the post, or refused. */
export interface ImageUploadView {
  /** The caller's key for this upload. */
  id: string;
  name: string;
  sentKB: number;
  totalKB: number;
  phase: 'waiting' | 'uploading' | 'adding' | 'failed';
  /** The server's message when it failed. */
  error?: string | null;
}

export interface ImageUploadCardProps {
  uploads: ImageUploadView[];
  onFilesChoose: (files: File[]) => void;
  /** Removes a failed upload from the list. */
  onDismiss: (id: string) => void;
  /** The picker offers these first; the server decides what is an image (it decodes every one). */
  acceptedFileTypes?: string[];
  /** A note under the drop zone. */
  hint?: string | null;
  /** Nothing can be added now (e.g. the server refused the post); says why in `hint`. */
  isDisabled?: boolean;
  headingLevel?: 2 | 3;
}

const DEFAULT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const percentOf = ({ sentKB, totalKB }: ImageUploadView) =>
  totalKB > 0 ? Math.floor(Math.min(100, (sentKB / totalKB) * 100)) : 0;

const PHASE_TEXT: Record<ImageUploadView['phase'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  adding: 'Adding to the post…',
  failed: 'Not added',
};

/**
 * Adding images: a drop zone with "Choose images" (several at once), then one progress bar per image with its bytes
 * and percent; a refused image shows the server's message until dismissed. The caller owns the transfers.
 */
export function ImageUploadCard({
  uploads,
  onFilesChoose,
  onDismiss,
  acceptedFileTypes = DEFAULT_TYPES,
  hint = null,
  isDisabled = false,
  headingLevel = 2,
}: ImageUploadCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={uploadStyles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={uploadStyles.title}>
        Add images
      </Heading>
      <DropZone
        aria-label="Drop images here"
        isDisabled={isDisabled}
        className={uploadStyles.dropZone}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
          );
          if (files.length > 0) onFilesChoose(files);
        }}
      >
        <Text slot="label" className={uploadStyles.dropText}>
          Drop images here, or
        </Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(list) => list && list.length > 0 && onFilesChoose([...list])}
        >
          <Button variant="secondary" tone="neutral" size="sm" isDisabled={isDisabled}>
            Choose images
          </Button>
        </FileTrigger>
      </DropZone>
      {hint ? <p className={uploadStyles.muted}>{hint}</p> : null}
      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label="Images being added">
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.item}>
              {upload.phase === 'failed' ? (
                <Notice
                  tone="critical"
                  role="alert"
                  title={`${upload.name}: ${upload.error ?? PHASE_TEXT.failed}`}
                >
                  <Button variant="subtle" tone="neutral" size="sm" onPress={() => onDismiss(upload.id)}>
                    Dismiss
                  </Button>
                </Notice>
              ) : (
                <ProgressBar
                  value={upload.sentKB}
                  maxValue={Math.max(upload.totalKB, Number.MIN_VALUE)}
                  valueLabel={`${PHASE_TEXT[upload.phase]}: ${formatFileSize(upload.sentKB)} of ${formatFileSize(upload.totalKB)} (${percentOf(upload)}%)`}
                  aria-label={`Uploading ${upload.name}`}
                  className={uploadStyles.progress}
                >
                  {({ percentage, valueText }) => (
                    <>
                      <div className={uploadStyles.progressRow}>
                        <span className={uploadStyles.fileName}>{upload.name}</span>
                        <span className={uploadStyles.progressValue}>{valueText}</span>
                      </div>
                      <div className={uploadStyles.track}>
                        <div className={uploadStyles.fill} style={{ width: `${percentage ?? 0}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
