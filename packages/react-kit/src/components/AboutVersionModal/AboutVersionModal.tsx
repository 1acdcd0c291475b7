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

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** "About this version": name, base model, dates, a files summary and the description. */
export function AboutVersionModal({ isOpen, onOpenChange, version, labels }: AboutVersionModalProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={text.title} size="lg">
      <dl className={styles.rows}>
        <Row term={text.version}>{version.name}</Row>
        <Row term={text.baseModel}>{version.baseModel}</Row>
        <Row term={text.created}>{time(version.created)}</Row>
        <Row term={text.published}>{version.published ? time(version.published) : text.notPublished}</Row>
        <Row term={text.files}>
          {version.files.length === 0 ? (
            text.noFiles
          ) : (
            <ul className={styles.files}>
              {version.files.map((file) => (
                <li key={file.id}>
                  {[file.label, file.format, file.fp, formatFileSize(file.sizeKB)]
                    .filter(Boolean)
                    .join(' · ')}
                </li>
              ))}
            </ul>
          )}
        </Row>
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
