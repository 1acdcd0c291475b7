import { Link } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { Modal } from '../Modal/Modal';
import * as styles from './VaultUpsellModal.css';

export interface VaultUpsellModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title?: string;
  /** The caller's pitch, e.g. what the vault keeps and for how long. */
  body: string;
  joinHref?: string;
  learnMoreHref?: string;
  labels?: { join?: string; learnMore?: string };
}

/** Shown to non-members who press the vault button: what the vault is, "Join Now" and a link to learn more. */
export function VaultUpsellModal({
  isOpen,
  onOpenChange,
  title = 'Keep this version in your Vault',
  body,
  joinHref = '/pricing',
  learnMoreHref = '/product/vault',
  labels,
}: VaultUpsellModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Link
            href={learnMoreHref}
            className={buttonStyles.button({ variant: 'secondary', tone: 'neutral', size: 'md' })}
          >
            {labels?.learnMore ?? 'Learn more'}
          </Link>
          <Link
            href={joinHref}
            className={buttonStyles.button({ variant: 'primary', tone: 'brand', size: 'md' })}
          >
            {labels?.join ?? 'Join Now'}
          </Link>
        </>
      }
    >
      <p className={styles.body}>{body}</p>
    </Modal>
  );
}
