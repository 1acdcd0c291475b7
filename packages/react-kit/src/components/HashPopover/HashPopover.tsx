import { useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import * as overlay from '../../internal/overlay.css';
import { visuallyHidden } from '../../theme/base.css';
import type { HashView } from '../../view-models/files';
import { CopyButton } from '../CopyButton/CopyButton';
import * as styles from './HashPopover.css';

export interface HashPopoverProps {
  hashes: HashView[];
  /** The viewer's preferred type (spec §9: AutoV2 by default); the first hash when the file has none of it. */
  preferredType?: string;
  /** Called when the viewer picks another type, so the app can remember the preference. */
  onTypeChange?: (type: string) => void;
  onCopy: (text: string) => unknown;
  labels?: { hashType?: string; copy?: string; copied?: string };
}

/**
 * The file hash: a select (a popover listing every hash type with its value), the chosen hash, and a copy button
 * with "Copied" feedback.
 */
export function HashPopover({
  hashes,
  preferredType = 'AutoV2',
  onTypeChange,
  onCopy,
  labels,
}: HashPopoverProps) {
  const initial = hashes.some((h) => h.type === preferredType) ? preferredType : hashes[0]?.type;
  const [type, setType] = useState(initial);
  const current = hashes.find((h) => h.type === type) ?? hashes[0];
  if (!current) return null;
  return (
    <div className={styles.root}>
      <Select
        selectedKey={current.type}
        onSelectionChange={(key) => {
          if (key === null) return;
          setType(String(key));
          onTypeChange?.(String(key));
        }}
      >
        <Label className={visuallyHidden}>{labels?.hashType ?? 'Hash type'}</Label>
        <Button className={styles.typeButton}>
          <SelectValue>{({ selectedText }) => selectedText}</SelectValue>
          <ChevronDownIcon />
        </Button>
        <Popover placement="bottom start" className={overlay.popover}>
          <ListBox className={overlay.list} items={hashes.map((h) => ({ id: h.type, ...h }))}>
            {(item) => (
              <ListBoxItem id={item.type} textValue={item.type} className={overlay.item}>
                <span className={overlay.itemCheck}>
                  <CheckIcon />
                </span>
                <span className={styles.option}>
                  {item.type}
                  <span className={styles.optionHash}>{item.hash}</span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <code className={styles.hash}>{current.hash}</code>
      <CopyButton
        text={current.hash}
        onCopy={onCopy}
        label={labels?.copy ?? `Copy ${current.type} hash`}
        copiedLabel={labels?.copied}
      />
    </div>
  );
}
