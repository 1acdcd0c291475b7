import { useId } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import { formatFileSize } from '../../internal/format';
import { SelectField } from '../../internal/SelectField';
import type { OptionView } from '../../view-models/common';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import * as styles from './FileUploadCard.css';

/** Where the upload stands: nothing sent yet, bytes moving, stopped by the user, or the file being added. */
export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'finishing';

/** Bytes of the file that reached the server, in KB (as file sizes are given everywhere in the kit). */
export interface UploadProgressView {
  sentKB: number;
  totalKB: number;
}

export interface FileUploadCardProps {
  /** The chosen file; null until one is chosen. */
  file: { name: string; sizeKB: number } | null;
  typeOptions: OptionView[];
  /** The chosen type's id; null: none yet (Upload stays disabled). */
  type: string | null;
  phase: UploadPhase;
  /** Shown while uploading, paused or finishing. */
  progress: UploadProgressView | null;
  /** The server's message for a failed upload, shown in an alert. */
  error?: string | null;
  /** A note under the drop zone, e.g. that choosing an unfinished file again continues it. */
  hint?: string | null;
  /** File name endings the picker offers first, e.g. `['.safetensors', '.zip']`; any file may still be dropped. */
  acceptedFileTypes?: string[];
  onFileChoose: (file: File) => void;
  onTypeChange: (type: string) => void;
  onUpload: () => void;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  headingLevel?: 2 | 3;
}

const percentOf = ({ sentKB, totalKB }: UploadProgressView) =>
  totalKB > 0 ? Math.floor(Math.min(100, (sentKB / totalKB) * 100)) : 0;

/** "1.2 MB of 4 MB (30%)". */
const progressText = (progress: UploadProgressView) =>
  `${formatFileSize(progress.sentKB)} of ${formatFileSize(progress.totalKB)} (${percentOf(progress)}%)`;

/**
 * Adding one file to a version: a drop zone with a "Choose a file" button, the file's type, then Upload; while
 * bytes move a progress bar with bytes and percent and Pause / Resume / Cancel. The caller owns the transfer.
 */
export function FileUploadCard({
  file,
  typeOptions,
  type,
  phase,
  progress,
  error = null,
  hint = null,
  acceptedFileTypes,
  onFileChoose,
  onTypeChange,
  onUpload,
  onPause,
  onResume,
  onCancel,
  headingLevel = 2,
}: FileUploadCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const busy = phase !== 'idle';
  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onFileChoose(chosen);
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Upload a file
      </Heading>
      {busy ? null : (
        <DropZone
          aria-label="Drop a file here"
          className={styles.dropZone}
          onDrop={async (event) => {
            const item = event.items.find((dropped) => dropped.kind === 'file');
            if (item?.kind === 'file') onFileChoose(await item.getFile());
          }}
        >
          <Text slot="label" className={styles.dropText}>
            {file ? (
              <>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.muted}>{formatFileSize(file.sizeKB)}</span>
              </>
            ) : (
              'Drop a file here, or'
            )}
          </Text>
          <FileTrigger onSelect={choose} acceptedFileTypes={acceptedFileTypes}>
            <Button variant="secondary" tone="neutral" size="sm">
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
          </FileTrigger>
        </DropZone>
      )}
      {hint && !busy ? <p className={styles.muted}>{hint}</p> : null}
      {busy ? null : (
        <div className={styles.row}>
          <SelectField
            label="File type"
            value={type}
            options={typeOptions}
            onChange={onTypeChange}
            placeholder="Choose a type"
          />
          <Button onPress={onUpload} isDisabled={file === null || type === null}>
            Upload
          </Button>
        </div>
      )}
      {busy && progress ? (
        <ProgressBar
          value={progress.sentKB}
          maxValue={Math.max(progress.totalKB, Number.MIN_VALUE)}
          valueLabel={progressText(progress)}
          aria-label={file ? `Uploading ${file.name}` : 'Uploading'}
          className={styles.progress}
        >
          {({ percentage, valueText }) => (
            <>
              <div className={styles.progressRow}>
                <span className={styles.fileName}>{file?.name}</span>
                <span className={styles.progressValue}>{valueText}</span>
              </div>
              <div className={styles.track}>
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      {phase === 'finishing' ? (
        <p className={styles.muted} role="status">
          Adding the file to the version…
        </p>
      ) : null}
      {phase === 'uploading' || phase === 'paused' ? (
        <div className={styles.row}>
          {phase === 'uploading' ? (
            <Button variant="secondary" tone="neutral" onPress={onPause}>
              Pause
            </Button>
          ) : (
            <Button onPress={onResume}>Resume</Button>
          )}
          <Button variant="subtle" tone="critical" onPress={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
      {error ? <Notice tone="critical" role="alert" title={error} /> : null}
    </section>
  );
}
