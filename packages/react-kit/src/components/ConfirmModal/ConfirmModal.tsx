import type { ReactNode } from 'react';
import type { Tone } from '../../theme/contract.css';
import { FormModal } from '../FormModal/FormModal';
import * as styles from './ConfirmModal.css';

export interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  /** The caller's explanation of what confirming does. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `critical` for destructive actions (delete), `brand` for the others (republish). */
  tone?: Tone;
  /** The action runs: the confirm button shows a spinner and ignores presses. */
  isPending?: boolean;
  onConfirm: () => void;
  /** Cancel, `Esc`, the close button or a press outside. */
  onCancel: () => void;
}

/** Asks before an action that interrupts (an `alertdialog`): delete a model or version, republish a model. */
export function ConfirmModal({
  isOpen,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'brand',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      submitTone={tone}
      isPending={isPending}
      holdWhilePending
      onSubmit={onConfirm}
    >
      <div className={styles.body}>{body}</div>
    </FormModal>
  );
}
