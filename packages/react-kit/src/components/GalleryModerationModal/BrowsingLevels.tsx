import { useEffect, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { CheckIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import { useDebouncedCallback } from '../../internal/use-debounced-callback';
import type { BrowsingLevelOptionView } from '../../view-models/gallery-moderation';
import { Notice } from '../Notice/Notice';
import * as styles from './GalleryModerationModal.css';

export interface BrowsingLevelsProps {
  label: string;
  /** Shown instead of sending level zero (spec §5: the gallery cannot be shown at level zero). */
  zeroText: string;
  options: BrowsingLevelOptionView[];
  level: number;
  onLevelChange: (level: number) => void;
  /** How long after the last toggle the level is sent (the caller's rule; spec §9 says 1000 ms). */
  debounceMs: number;
}

/** The allowed levels as checkboxes; toggles show at once and are sent together, debounced. Level 0 is not sent. */
export function BrowsingLevels({
  label,
  zeroText,
  options,
  level,
  onLevelChange,
  debounceMs,
}: BrowsingLevelsProps) {
  const [draft, setDraft] = useState(level);
  useEffect(() => setDraft(level), [level]);
  const send = useDebouncedCallback(onLevelChange, debounceMs);
  const selected = options
    .filter((option) => (draft & option.value) !== 0)
    .map((option) => String(option.value));
  return (
    <>
      <CheckboxGroup
        value={selected}
        onChange={(values) => {
          const next = values.reduce((flags, value) => flags | Number(value), 0);
          setDraft(next);
          if (next !== 0) send(next);
        }}
        className={forms.field}
      >
        <Label className={styles.sectionTitle}>{label}</Label>
        <div className={styles.levels}>
          {options.map((option) => (
            <Checkbox key={option.value} value={String(option.value)} className={forms.checkbox}>
              <span className={forms.box} aria-hidden="true">
                <CheckIcon />
              </span>
              {option.label}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      {draft === 0 ? <Notice tone="caution" role="status" title={zeroText} /> : null}
    </>
  );
}
