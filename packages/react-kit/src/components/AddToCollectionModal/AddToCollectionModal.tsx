import { type ReactNode, useId, useState } from 'react';
import { Checkbox, Input, Label, TextField } from 'react-aria-components';
import { CheckIcon, PlusIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import type { CollectionOptionView } from '../../view-models/collections';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './AddToCollectionModal.css';

export interface AddToCollectionLabels {
  title: string;
  collections: string;
  newCollection: string;
  create: string;
  done: string;
  empty: string;
  error: string;
  retry: string;
}

const defaultLabels: AddToCollectionLabels = {
  title: 'Add to collection',
  collections: 'Your collections',
  newCollection: 'New collection',
  create: 'Create',
  done: 'Done',
  empty: 'You have no collections yet.',
  error: 'Could not load your collections.',
  retry: 'Try again',
};

export interface AddToCollectionModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  collections: CollectionOptionView[];
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  /** A checkbox changed: add to (`true`) or remove from (`false`) the collection. */
  onToggle: (collectionId: number, selected: boolean) => void;
  /** Create a collection with this name (the caller then lists it, usually selected); left out, no create field. */
  onCreate?: (name: string) => void;
  isCreating?: boolean;
  labels?: Partial<AddToCollectionLabels>;
}

/** The viewer's collections as checkboxes, with a field to create one. */
export function AddToCollectionModal({
  isOpen,
  onOpenChange,
  collections,
  status = 'ready',
  onRetry,
  onToggle,
  onCreate,
  isCreating = false,
  labels,
}: AddToCollectionModalProps) {
  const text = { ...defaultLabels, ...labels };
  const listLabelId = useId();
  const [name, setName] = useState('');

  let list: ReactNode;
  if (status === 'loading') {
    list = (
      <div className={styles.skeletons} aria-busy="true">
        <Skeleton shape="text" lines={4} />
      </div>
    );
  } else if (status === 'error') {
    list = (
      <Notice tone="critical" title={text.error}>
        {onRetry ? (
          <Button size="sm" variant="secondary" tone="critical" onPress={onRetry}>
            {text.retry}
          </Button>
        ) : null}
      </Notice>
    );
  } else if (collections.length === 0) {
    list = <p className={styles.muted}>{text.empty}</p>;
  } else {
    list = (
      <ul className={styles.list} aria-labelledby={listLabelId}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <Checkbox
              isSelected={collection.selected}
              isDisabled={collection.readOnly}
              onChange={(selected) => onToggle(collection.id, selected)}
              className={forms.checkbox}
            >
              <span className={forms.box} aria-hidden="true">
                <CheckIcon />
              </span>
              {collection.name}
              {collection.privacyLabel ? (
                <span className={styles.privacy}>{collection.privacyLabel}</span>
              ) : null}
            </Checkbox>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      size="sm"
      footer={<Button onPress={() => onOpenChange(false)}>{text.done}</Button>}
    >
      <p id={listLabelId} className={styles.groupLabel}>
        {text.collections}
      </p>
      {list}
      {onCreate ? (
        <form
          className={styles.createForm}
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            if (!trimmed || isCreating) return;
            onCreate(trimmed);
            setName('');
          }}
        >
          <TextField value={name} onChange={setName} className={`${forms.field} ${styles.createField}`}>
            <Label className={forms.label}>{text.newCollection}</Label>
            <Input className={forms.input} />
          </TextField>
          <Button
            type="submit"
            variant="secondary"
            tone="neutral"
            icon={<PlusIcon />}
            isDisabled={!name.trim()}
            isLoading={isCreating}
          >
            {text.create}
          </Button>
        </form>
      ) : null}
    </Modal>
  );
}
