import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { Modal } from '../Modal/Modal';
import * as styles from './StorageFullModal.css';

export interface StorageFullModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The caller's text for a "Vault storage limit exceeded" failure. */
  body: string;
  upgradeHref?: string;
  /** e.g. the viewer's vault page, to free space. */
  manageHref?: string;
  labels?: { title?: string; upgrade?: string; manage?: string; close?: string };
}

/** "Whoops!": the vault is full; offers a membership upgrade (and, if given, a link to manage the vault). */
export function StorageFullModal({
  isOpen,
  onOpenChange,
  body,
  upgradeHref = '/pricing',
  manageHref,
  labels,
}: StorageFullModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels?.title ?? 'Whoops!'}
      size="sm"
      role="alertdialog"
      footer={
        <>
          {manageHref ? (
            <Link
              href={manageHref}
              className={buttonStyles.button({ variant: 'secondary', tone: 'neutral', size: 'md' })}
            >
              {labels?.manage ?? 'Manage Vault'}
            </Link>
          ) : (
            <Button variant="secondary" tone="neutral" onPress={() => onOpenChange(false)}>
              {labels?.close ?? 'Close'}
            </Button>
          )}
          <Link
            href={upgradeHref}
            className={buttonStyles.button({ variant: 'primary', tone: 'brand', size: 'md' })}
          >
            {labels?.upgrade ?? 'Upgrade membership'}
          </Link>
        </>
      }
    >
      <p className={styles.body}>{body}</p>
    </Modal>
  );
}
