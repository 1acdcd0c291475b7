import { type ReactNode, useId, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { CheckIcon, PlusIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import type { CollectionDraftView, CollectionOptionView } from '../../view-models/collections';
import { Button } from '../Button/Button';
import {
  CollectionSettingsFields,
  type CollectionSettingsLabels,
} from '../CollectionSettingsFields/CollectionSettingsFields';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './AddToCollectionModal.css';

export interface AddToCollectionLabels {
  title: string;
  collections: string;
  newCollection: string;
  create: string;
  cancel: string;
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
  cancel: 'Cancel',
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
  /** Create a collection with these settings (the caller then lists it, usually selected); left out, no create form. */
  onCreate?: (draft: CollectionDraftView) => void;
  isCreating?: boolean;
  /** The server's refusal of the new collection's name. */
  createError?: string | null;
  /** The most characters a name and a description take (the domain's limits). */
  maxLengths?: { name: number; description: number };
  labels?: Partial<AddToCollectionLabels>;
  settingsLabels?: Partial<CollectionSettingsLabels>;
}

const emptyDraft: CollectionDraftView = { name: '', description: '', isPrivate: false };

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
  createError = null,
  maxLengths,
  labels,
  settingsLabels,
}: AddToCollectionModalProps) {
  const text = { ...defaultLabels, ...labels };
  const listLabelId = useId();
  const [draft, setDraft] = useState<CollectionDraftView | null>(null);

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
      {onCreate && draft === null ? (
        <div>
          <Button
            variant="secondary"
            tone="neutral"
            size="sm"
            icon={<PlusIcon />}
            onPress={() => setDraft(emptyDraft)}
          >
            {text.newCollection}
          </Button>
        </div>
      ) : null}
      {onCreate && draft !== null ? (
        <form
          className={styles.createForm}
          aria-label={text.newCollection}
          onSubmit={(event) => {
            event.preventDefault();
            const name = draft.name.trim();
            if (!name || isCreating) return;
            onCreate({ ...draft, name, description: draft.description.trim() });
            setDraft(null);
          }}
        >
          <p className={styles.groupLabel}>{text.newCollection}</p>
          <CollectionSettingsFields
            value={draft}
            onChange={setDraft}
            maxLengths={maxLengths}
            labels={settingsLabels}
          />
          <div className={styles.createActions}>
            <Button variant="secondary" tone="neutral" size="sm" onPress={() => setDraft(null)}>
              {text.cancel}
            </Button>
            <Button type="submit" size="sm" isDisabled={!draft.name.trim()} isLoading={isCreating}>
              {text.create}
            </Button>
          </div>
        </form>
      ) : null}
      {createError ? <Notice tone="critical" title={createError} /> : null}
    </Modal>
  );
}
