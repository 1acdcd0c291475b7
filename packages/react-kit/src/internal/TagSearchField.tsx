import { useState } from 'react';
import { Autocomplete, Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import type { TagChipView } from '../view-models/gallery';
import * as forms from './forms.css';
import * as overlay from './overlay.css';
import * as styles from './TagSearchField.css';
import { useDebouncedCallback } from './use-debounced-callback';

/** How long a search waits after the last keystroke when the caller names no rule of its own. */
const DEFAULT_SEARCH_DEBOUNCE_MS = 300;

export interface TagSearchFieldProps {
  label: string;
  /** The results' accessible name, e.g. "Matching tags". */
  resultsLabel: string;
  /** The caller's answer to the last `onSearch`; tags in `excludeIds` are not offered. */
  results: TagChipView[];
  excludeIds?: ReadonlySet<number>;
  /** Called with the trimmed query, debounced. */
  onSearch: (query: string) => void;
  onPick: (tag: TagChipView) => void;
  /** The wait after the last keystroke; the gallery's hidden-tag search passes the spec's (§9) from the domain. */
  debounceMs?: number;
}

/**
 * A tag search: type, then pick one of the caller's results with arrows + Enter (focus stays in the field, react-aria
 * Autocomplete) or a click. The results list shows while there is a query; picking clears it.
 */
export function TagSearchField({
  label,
  resultsLabel,
  results,
  excludeIds,
  onSearch,
  onPick,
  debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
}: TagSearchFieldProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedCallback(onSearch, debounceMs);
  const offered = results.filter((tag) => !excludeIds?.has(tag.id));
  return (
    <Autocomplete
      inputValue={query}
      onInputChange={(value) => {
        setQuery(value);
        if (value.trim()) search(value.trim());
      }}
    >
      <SearchField className={forms.field}>
        <Label className={forms.label}>{label}</Label>
        <Input className={forms.input} />
      </SearchField>
      {query.trim() && offered.length > 0 ? (
        <ListBox
          aria-label={resultsLabel}
          items={offered}
          onAction={(key) => {
            const tag = offered.find((candidate) => candidate.id === key);
            if (!tag) return;
            onPick(tag);
            setQuery('');
          }}
          className={`${overlay.list} ${styles.results}`}
        >
          {(tag) => (
            <ListBoxItem id={tag.id} textValue={tag.name} className={overlay.item}>
              {tag.name}
            </ListBoxItem>
          )}
        </ListBox>
      ) : null}
    </Autocomplete>
  );
}
