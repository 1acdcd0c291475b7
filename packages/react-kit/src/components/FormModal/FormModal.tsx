import { type ReactNode, useId } from 'react';
import type { Tone } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import * as styles from './FormModal.css';

interface FormModalFrame {
  isOpen: boolean;
  /** Cancel, `Esc`, the close button or a press outside. */
  onCancel: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** `critical` for what cannot be taken back lightly (a report, an unpublish), `brand` otherwise. */
  submitTone?: Tone;
  /** False while the form is incomplete: the submit button is disabled and submitting does nothing. */
  canSubmit?: boolean;
  /** The action runs: the submit button shows a spinner and submitting does nothing. */
  isPending?: boolean;
  /** While pending, Cancel is disabled and the modal does not close on a press outside. */
  holdWhilePending?: boolean;
  /** The server's message when the last submit failed. */
  error?: string | null;
  size?: ModalProps['size'];
  role?: ModalProps['role'];
}

/**
 * The fields, wrapped in the form the submit button sends, with `onSubmit` called when it is submitted (unless
 * `canSubmit` is false or a submit is pending); or, when the form is a component of its own with its own submit
 * handler, a function that renders it with the id the submit button targets.
 */
type FormModalContent =
  | { children: ReactNode; onSubmit: () => void }
  | { children: (formId: string) => ReactNode; onSubmit?: undefined };

export type FormModalProps = FormModalFrame & FormModalContent;

/** The frame every form in a modal shares: the fields, an error, and Cancel / Submit at the bottom. */
export function FormModal({
  isOpen,
  onCancel,
  title,
  children,
  submitLabel,
  cancelLabel = 'Cancel',
  submitTone = 'brand',
  canSubmit = true,
  isPending = false,
  holdWhilePending = false,
  error = null,
  onSubmit,
  size,
  role,
}: FormModalProps) {
  const formId = useId();
  const held = holdWhilePending && isPending;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      size={size}
      role={role}
      isDismissable={!held}
      footer={
        <>
          <Button variant="secondary" tone="neutral" onPress={onCancel} isDisabled={held}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} tone={submitTone} isDisabled={!canSubmit} isLoading={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {typeof children === 'function' ? (
        children(formId)
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit && !isPending) onSubmit?.();
          }}
        >
          {children}
        </form>
      )}
      {error ? <Notice tone="critical" role="alert" title={error} /> : null}
    </Modal>
  );
}
