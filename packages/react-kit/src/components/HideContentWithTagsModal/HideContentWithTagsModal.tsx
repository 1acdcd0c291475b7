import { useEffect, useState } from 'react';
import { TagChips } from '../../internal/TagChips';
import { TagSearchField } from '../../internal/TagSearchField';
import type { TagChipView } from '../../view-models/gallery';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
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

const none: TagChipView[] = [];

/** A moderator picks tags whose content is hidden: search (debounced), chips to remove, save the ids. */
export function HideContentWithTagsModal({
  isOpen,
  onOpenChange,
  defaultSelected = none,
  results,
  onSearch,
  isPending = false,
  onSubmit,
  labels,
}: HideContentWithTagsModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [selected, setSelected] = useState(defaultSelected);
  useEffect(() => {
    if (isOpen) setSelected(defaultSelected);
  }, [isOpen, defaultSelected]);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      footer={
        <>
          <Button variant="secondary" tone="neutral" onPress={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button isLoading={isPending} onPress={() => onSubmit(selected.map((tag) => tag.id))}>
            {text.submit}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{text.intro}</p>
      <TagSearchField
        label={text.search}
        resultsLabel={text.results}
        results={results}
        excludeIds={new Set(selected.map((tag) => tag.id))}
        onSearch={onSearch}
        onPick={(tag) => setSelected((current) => [...current, tag])}
      />
      <TagChips
        label={text.selected}
        tags={selected}
        onRemove={(id) => setSelected((current) => current.filter((tag) => tag.id !== id))}
        removeLabel={text.remove}
        emptyText={text.none}
      />
    </Modal>
  );
}
