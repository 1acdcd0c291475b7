import type { TagChipView } from '../../view-models/gallery';
import { FormModal } from '../FormModal/FormModal';
import { HiddenTagsForm } from './HiddenTagsForm';
import * as styles from './HideContentWithTagsModal.css';

export interface HideContentWithTagsLabels {
  title: string;
  intro: string;
  search: string;
  results: string;
  selected: string;
  none: string;
  remove: string;
  submit: string;
  cancel: string;
}

const defaultLabels: HideContentWithTagsLabels = {
  title: 'Hide content with tags',
  intro: 'Content with any of these tags is hidden from this model.',
  search: 'Search tags',
  results: 'Matching tags',
  selected: 'Tags to hide',
  none: 'No tags selected.',
  remove: 'Remove',
  submit: 'Save',
  cancel: 'Cancel',
};

export interface HideContentWithTagsModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Already hidden tags; the selection starts from them each time the modal opens. */
  defaultSelected?: TagChipView[];
  /** The caller's answer to the last `onSearch`. */
  results: TagChipView[];
  /** Debounced 300 ms (spec §9). */
  onSearch: (query: string) => void;
  isPending?: boolean;
  onSubmit: (tagIds: number[]) => void;
  labels?: Partial<HideContentWithTagsLabels>;
}

/** A moderator picks tags whose content is hidden: search (debounced), chips to remove, save the ids. */
export function HideContentWithTagsModal({
  isOpen,
  onOpenChange,
  defaultSelected = [],
  results,
  onSearch,
  isPending = false,
  onSubmit,
  labels,
}: HideContentWithTagsModalProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={text.title}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      isPending={isPending}
    >
      {(formId) => (
        <>
          <p className={styles.intro}>{text.intro}</p>
          <HiddenTagsForm
            id={formId}
            selected={defaultSelected}
            results={results}
            onSearch={onSearch}
            labels={text}
            onSubmit={(tagIds) => {
              if (!isPending) onSubmit(tagIds);
            }}
          />
        </>
      )}
    </FormModal>
  );
}
