import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom, e.g. Cancel / Confirm buttons. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Closes on a press outside (default true); `Esc` always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
}

/**
 * The kit's modal: react-aria's ModalOverlay + Modal + Dialog. It traps focus, hides the rest of the page from
 * assistive technology, closes on `Esc`, and gives focus back to whatever had it before it opened.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  closeLabel = 'Close',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <IconButton
              label={closeLabel}
              icon={<CloseIcon />}
              size="sm"
              showTooltip={false}
              onPress={() => onOpenChange(false)}
            />
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
