import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { SelectField } from '../../internal/SelectField';
import { FormModal } from '../FormModal/FormModal';
import * as styles from './MigrateToCollectionModal.css';

export interface MigrateToCollectionLabels {
  title: string;
  intro: string;
  collection: string;
  collectionPlaceholder: string;
  /** Shown in the field while the collections load. */
  collectionsLoading: string;
  /** Shown in the field when there is no collection to choose. */
  noCollections: string;
  collectionId: string;
  invalidId: string;
  submit: string;
  cancel: string;
}

const defaultLabels: MigrateToCollectionLabels = {
  title: 'Migrate to collection',
  intro: 'Choose one of the collections, or enter the id of another.',
  collection: 'Collection',
  collectionPlaceholder: 'Select a collection',
  collectionsLoading: 'Loading collections…',
  noCollections: 'No collections yet',
  collectionId: 'Or collection id',
  invalidId: 'A collection id is a whole number.',
  submit: 'Migrate',
  cancel: 'Cancel',
};

export interface MigrateToCollectionModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Suggested collections, e.g. the moderator's. */
  collections: { id: number; name: string }[];
  /** The collections are still loading: the field waits, disabled, instead of opening an empty list. */
  isLoadingCollections?: boolean;
  isPending?: boolean;
  onSubmit: (collectionId: number) => void;
  labels?: Partial<MigrateToCollectionLabels>;
}

/** An entered id wins over the chosen collection; `undefined` when it is not a whole number above zero. */
function chosenId(typed: string, selected: string | null): number | null | undefined {
  const text = typed.trim();
  if (!text) return selected === null ? null : Number(selected);
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** A moderator migrates the model into a collection picked from a list or given by id. */
export function MigrateToCollectionModal({
  isOpen,
  onOpenChange,
  collections,
  isLoadingCollections = false,
  isPending = false,
  onSubmit,
  labels,
}: MigrateToCollectionModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [selected, setSelected] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const collectionId = chosenId(typed, selected);
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={text.title}
      size="sm"
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      canSubmit={Boolean(collectionId)}
      isPending={isPending}
      onSubmit={() => collectionId && onSubmit(collectionId)}
    >
      <p className={styles.intro}>{text.intro}</p>
      <SelectField
        label={text.collection}
        placeholder={
          isLoadingCollections
            ? text.collectionsLoading
            : collections.length === 0
              ? text.noCollections
              : text.collectionPlaceholder
        }
        isDisabled={isLoadingCollections || collections.length === 0}
        value={selected}
        options={collections.map((collection) => ({ id: String(collection.id), label: collection.name }))}
        onChange={setSelected}
      />
      <TextField
        value={typed}
        onChange={setTyped}
        inputMode="numeric"
        isInvalid={collectionId === undefined}
        validationBehavior="aria"
        className={forms.field}
      >
        <Label className={forms.label}>{text.collectionId}</Label>
        <Input className={forms.input} />
        <FieldError className={forms.errorText}>{text.invalidId}</FieldError>
      </TextField>
    </FormModal>
  );
}
