import { AUTHORING_LIMITS } from '@atelier/domain';
import {
  Button,
  CheckboxField,
  CheckboxGroupField,
  ChoiceField,
  Notice,
  RichTextEditor,
  SegmentedChoice,
  TagInput,
  TextInputField,
} from '@atelier/react-kit';
import { useState } from 'react';
import type { ApiFailure } from '../api/failure';
import * as styles from './authoring.css';
import { issueAt } from './form-failure';
import {
  asksCheckpointType,
  availabilityOptions,
  canSendModel,
  checkpointTypeOptions,
  commercialUseAfter,
  commercialUseOptions,
  isCheckpointType,
  isChosenAvailability,
  isCommercialUse,
  isModelType,
  type ModelFormValues,
  modelTypeOptions,
} from './model-form-view';

export type ModelFormProps = {
  initial: ModelFormValues;
  /** Creating asks for availability (Public or Private); editing keeps it (spec §4). */
  mode: 'create' | 'edit';
  submitLabel: string;
  isPending: boolean;
  failure: ApiFailure | null;
  onSubmit: (values: ModelFormValues) => void;
};

/** The model's fields (create and edit): what it is, its description and tags, its licence and content flags. */
export function ModelForm({ initial, mode, submitLabel, isPending, failure, onSubmit }: ModelFormProps) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof ModelFormValues>(key: K) =>
    (value: ModelFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return (
    <form
      className={styles.form}
      aria-label={mode === 'create' ? 'New model' : 'Edit model'}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSendModel(values) && !isPending) onSubmit(values);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About the model</legend>
        <TextInputField
          label="Name"
          name="name"
          value={values.name}
          onChange={set('name')}
          isRequired
          maxLength={AUTHORING_LIMITS.nameLength}
          error={issueAt(failure, 'name')}
        />
        <ChoiceField
          label="Type"
          value={values.type}
          options={modelTypeOptions}
          onChange={(type) => isModelType(type) && set('type')(type)}
          placeholder="Choose a type"
          error={issueAt(failure, 'type')}
        />
        {asksCheckpointType(values.type) ? (
          <ChoiceField
            label="Checkpoint type"
            value={values.checkpointType}
            options={checkpointTypeOptions}
            onChange={(type) => isCheckpointType(type) && set('checkpointType')(type)}
            placeholder="Trained or merge"
            error={issueAt(failure, 'checkpointType')}
          />
        ) : null}
        <RichTextEditor
          label="Description"
          description="What the model does, how to use it, what it was trained on."
          defaultValue={initial.description}
          onChange={set('description')}
          error={issueAt(failure, 'description')}
        />
        <TagInput
          label="Tags"
          values={values.tagNames}
          onChange={set('tagNames')}
          splitOnComma
          maxLength={AUTHORING_LIMITS.tagLength}
          description={`Up to ${AUTHORING_LIMITS.tags} tags that help people find it.`}
          emptyText="No tags yet"
          error={issueAt(failure, 'tagNames')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Licence: what others may do</legend>
        <CheckboxGroupField
          label="Commercial use"
          options={commercialUseOptions}
          value={values.allowCommercialUse}
          onChange={(ticked) =>
            set('allowCommercialUse')(
              commercialUseAfter(values.allowCommercialUse, ticked.filter(isCommercialUse)),
            )
          }
          error={issueAt(failure, 'allowCommercialUse')}
        />
        <CheckboxField isSelected={values.requireCredit} onChange={set('requireCredit')}>
          Require credit when it is used
        </CheckboxField>
        <CheckboxField isSelected={values.allowDerivatives} onChange={set('allowDerivatives')}>
          Allow sharing merges using this model
        </CheckboxField>
        <CheckboxField isSelected={values.allowDifferentLicense} onChange={set('allowDifferentLicense')}>
          Allow different permissions on merges
        </CheckboxField>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Content</legend>
        <CheckboxField
          isSelected={values.nsfw}
          onChange={set('nsfw')}
          description="It is made for, or often produces, mature images."
        >
          Mature content (NSFW)
        </CheckboxField>
        <CheckboxField
          isSelected={values.poi}
          onChange={set('poi')}
          description="A real, identifiable person."
        >
          Depicts a real person
        </CheckboxField>
        <CheckboxField isSelected={values.minor} onChange={set('minor')}>
          Depicts a minor
        </CheckboxField>
        {mode === 'create' ? (
          <SegmentedChoice
            label="Availability"
            options={availabilityOptions}
            value={values.availability}
            onChange={(availability) =>
              isChosenAvailability(availability) && set('availability')(availability)
            }
            description="A private model can be made public later, once; a public one cannot become private."
          />
        ) : null}
      </fieldset>
      {failure ? <Notice tone="critical" role="alert" title={failure.message} /> : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!canSendModel(values)} isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
