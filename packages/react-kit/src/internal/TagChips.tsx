import { Button, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { CloseIcon } from '../icons';
import type { TagChipView } from '../view-models/gallery';
import * as forms from './forms.css';
import * as styles from './TagChips.css';

export interface TagChipsProps {
  label: string;
  tags: TagChipView[];
  onRemove: (tagId: number) => void;
  /** The remove buttons' label, e.g. "Remove"; react-aria adds the tag's name ("Remove gore"). */
  removeLabel: string;
  emptyText: string;
}

/** Removable tag chips (react-aria TagGroup: arrows move, Backspace or Delete removes, as does each × button). */
export function TagChips({ label, tags, onRemove, removeLabel, emptyText }: TagChipsProps) {
  return (
    <TagGroup
      onRemove={(keys) => {
        for (const key of keys) onRemove(Number(key));
      }}
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <TagList items={tags} renderEmptyState={() => emptyText} className={styles.list}>
        {(tag) => (
          <Tag id={tag.id} textValue={tag.name} className={styles.chip}>
            {tag.name}
            <Button slot="remove" aria-label={removeLabel} className={styles.remove}>
              <CloseIcon />
            </Button>
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
