import { useState } from 'react';
import { TagChips } from '../../internal/TagChips';
import { TagSearchField } from '../../internal/TagSearchField';
import type { TagChipView } from '../../view-models/gallery';
import * as styles from './HideContentWithTagsModal.css';

export interface HiddenTagsFormProps {
  /** The form's id, for a submit button outside it (the modal's footer). */
  id: string;
  /** The starting selection; the form keeps its own from then on (it mounts each time the modal opens). */
  selected: TagChipView[];
  results: TagChipView[];
  onSearch: (query: string) => void;
  labels: { search: string; results: string; selected: string; none: string; remove: string };
  onSubmit: (tagIds: number[]) => void;
}

/** Search tags and collect them as removable chips. */
export function HiddenTagsForm({ id, selected, results, onSearch, labels, onSubmit }: HiddenTagsFormProps) {
  const [tags, setTags] = useState(selected);
  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(tags.map((tag) => tag.id));
      }}
    >
      <TagSearchField
        label={labels.search}
        resultsLabel={labels.results}
        results={results}
        excludeIds={new Set(tags.map((tag) => tag.id))}
        onSearch={onSearch}
        onPick={(tag) => setTags((current) => [...current, tag])}
      />
      <TagChips
        label={labels.selected}
        tags={tags}
        onRemove={(tagId) => setTags((current) => current.filter((tag) => tag.id !== tagId))}
        removeLabel={labels.remove}
        emptyText={labels.none}
      />
    </form>
  );
}
