import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../icons';
import type { OptionView } from '../view-models/common';
import * as forms from './forms.css';
import * as overlay from './overlay.css';
import * as styles from './SelectField.css';

export interface SelectControl {
  label: string;
  /** `null`: nothing chosen yet, the placeholder shows. */
  value: string | null;
  options: OptionView[];
  onChange: (value: string) => void;
  placeholder?: string;
  /** A disabled field cannot open (e.g. while its options load); the placeholder should say why. */
  isDisabled?: boolean;
}

/** A labelled react-aria Select over the kit's options (sort, period…). */
export function SelectField({ label, value, options, onChange, placeholder, isDisabled }: SelectControl) {
  return (
    <Select
      selectedKey={value}
      placeholder={placeholder}
      isDisabled={isDisabled}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <Button className={styles.button}>
        {/* `selectedText` is '' (not null) while nothing is chosen: show the placeholder then. */}
        <SelectValue>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom start" className={overlay.popover}>
        <ListBox className={overlay.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={overlay.item}>
              <span className={overlay.itemCheck}>
                <CheckIcon />
              </span>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
