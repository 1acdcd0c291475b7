import type { ReactNode } from 'react';
import { formatFileSize } from '../../internal/format';
import type { AboutVersionView } from '../../view-models/about-version';
import type { DateView } from '../../view-models/common';
import { Modal } from '../Modal/Modal';
import * as styles from './AboutVersionModal.css';

export interface AboutVersionLabels {
  title: string;
  version: string;
  baseModel: string;
  created: string;
  published: string;
  notPublished: string;
  files: string;
  noFiles: string;
  noDescription: string;
}

const defaultLabels: AboutVersionLabels = {
  title: 'About this version',
  version: 'Version',
  baseModel: 'Base model',
  created: 'Created',
  published: 'Published',
  notPublished: 'Not published',
  files: 'Files',
  noFiles: 'No files yet',
  noDescription: 'This version has no description.',
};

export interface AboutVersionModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  version: AboutVersionView;
  labels?: Partial<AboutVersionLabels>;
}

const time = (date: DateView) => <time dateTime={date.iso}>{date.text}</time>;

/** "About this version": name, base model, dates, a files summary and the description. */
export function AboutVersionModal({ isOpen, onOpenChange, version, labels }: AboutVersionModalProps) {
  const text = { ...defaultLabels, ...labels };
  const rows: [string, ReactNode][] = [
    [text.version, version.name],
    [text.baseModel, version.baseModel],
    [text.created, time(version.created)],
    [text.published, version.published ? time(version.published) : text.notPublished],
    [
      text.files,
      version.files.length === 0 ? (
        text.noFiles
      ) : (
        <ul className={styles.files}>
          {version.files.map((file) => (
            <li key={file.id}>
              {[file.label, file.format, file.fp, formatFileSize(file.sizeKB)].filter(Boolean).join(' · ')}
            </li>
          ))}
        </ul>
      ),
    ],
  ];
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={text.title} size="lg">
      <dl className={styles.rows}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {version.descriptionHtml ? (
        <div
          className={styles.description}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitised HTML (see the view)
          dangerouslySetInnerHTML={{ __html: version.descriptionHtml }}
        />
      ) : (
        <p className={styles.muted}>{text.noDescription}</p>
      )}
    </Modal>
  );
}
