import { FormModal } from '../FormModal/FormModal';
import * as styles from './RearrangeVersionsModal.css';
import { type RearrangeVersionView, VersionOrderForm, type VersionOrderLabels } from './VersionOrderForm';

export type { RearrangeVersionView } from './VersionOrderForm';

export interface RearrangeVersionsLabels extends VersionOrderLabels {
  title: string;
  intro: string;
  save: string;
  cancel: string;
}

const defaultLabels: RearrangeVersionsLabels = {
  title: 'Rearrange versions',
  intro: 'Drag a version, or use its arrows, to change the order shown on the model page.',
  list: 'Versions',
  drag: (name) => `Drag ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  save: 'Save',
  cancel: 'Cancel',
};

export interface RearrangeVersionsModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** In the current order; the list starts from it each time the modal opens. */
  versions: RearrangeVersionView[];
  isPending?: boolean;
  /** The caller's failure text, e.g. "Failed to save" (spec §8). */
  error?: string;
  onSave: (orderedIds: number[]) => void;
  labels?: Partial<RearrangeVersionsLabels>;
}

/**
 * The owner reorders versions: react-aria's drag and drop (pointer, or keyboard: on a row, → to its grip, Enter,
 * arrows, Enter) and, for everyone, move up / move down buttons on each row.
 */
export function RearrangeVersionsModal({
  isOpen,
  onOpenChange,
  versions,
  isPending = false,
  error,
  onSave,
  labels,
}: RearrangeVersionsModalProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={text.title}
      submitLabel={text.save}
      cancelLabel={text.cancel}
      isPending={isPending}
      error={error}
    >
      {(formId) => (
        <>
          <p className={styles.intro}>{text.intro}</p>
          <VersionOrderForm
            id={formId}
            versions={versions}
            labels={text}
            onSubmit={(ids) => {
              if (!isPending) onSave(ids);
            }}
          />
        </>
      )}
    </FormModal>
  );
}
