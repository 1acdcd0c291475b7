import { useState } from 'react';
import { Button, Input, Label, Tag, TagGroup, TagList, Text, TextField } from 'react-aria-components';
import { CloseIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import * as chips from '../../internal/TagChips.css';
import * as styles from './TagInput.css';

export interface TagInputProps {
  /** The field's label, e.g. "Tags" or "Trigger words". */
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  description?: string;
  /** The server's refusal of this list. */
  error?: string | null;
  /** The chips' name for assistive technology, e.g. "Chosen tags". */
  listLabel?: string;
  /** Shown when nothing was added yet. */
  emptyText?: string;
  /** Each entry's most characters (the caller passes the domain's limit). */
  maxLength?: number;
  /** Whether a comma also ends an entry (tags); trigger words may contain commas. */
  splitOnComma?: boolean;
}

/**
 * A free-text list: type an entry and press Enter (or a comma when `splitOnComma`) to add it as a chip; a chip's ×,
 * Backspace or Delete removes it. Entries are trimmed and an entry already in the list is not added twice.
 */
export function TagInput({
  label,
  values,
  onChange,
  description,
  error = null,
  listLabel = `${label}: added`,
  emptyText = 'None yet',
  maxLength,
  splitOnComma = false,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const entries = (splitOnComma ? text.split(',') : [text]).map((entry) => entry.trim()).filter(Boolean);
    const fresh = entries.filter(
      (entry, index) => !values.includes(entry) && entries.indexOf(entry) === index,
    );
    if (fresh.length > 0) onChange([...values, ...fresh]);
    setDraft('');
  };
  return (
    <div className={styles.root}>
      <TextField
        value={draft}
        onChange={(next) => (splitOnComma && next.includes(',') ? add(next) : setDraft(next))}
        maxLength={maxLength}
        isInvalid={error ? true : undefined}
        className={forms.field}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds the entry; it never submits the form the field sits in.
          event.preventDefault();
          add(draft);
        }}
        onBlur={() => draft.trim() && add(draft)}
      >
        <Label className={forms.label}>{label}</Label>
        <Input className={forms.input} />
        <Text slot="description" className={forms.description}>
          {[description, splitOnComma ? 'Press Enter or type a comma to add.' : 'Press Enter to add.']
            .filter(Boolean)
            .join(' ')}
        </Text>
        {error ? (
          <Text slot="errorMessage" className={forms.errorText}>
            {error}
          </Text>
        ) : null}
      </TextField>
      <TagGroup
        aria-label={listLabel}
        onRemove={(keys) => onChange(values.filter((value) => !keys.has(value)))}
        className={styles.group}
      >
        <TagList
          items={values.map((value) => ({ id: value }))}
          renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
          className={chips.list}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.id} className={chips.chip}>
              {item.id}
              <Button slot="remove" aria-label="Remove" className={chips.remove}>
                <CloseIcon />
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
    </div>
  );
}
