import { AUTHORING_LIMITS, EARLY_ACCESS_LIMITS, VERSION_LIMITS } from '@atelier/domain';
import {
  Button,
  CheckboxField,
  ChoiceField,
  Notice,
  NumberInputField,
  RichTextEditor,
  TagInput,
  TextInputField,
} from '@atelier/react-kit';
import { useState } from 'react';
import type { ApiFailure } from '../api/failure';
import * as styles from './authoring.css';
import { issueAt } from './form-failure';
import {
  baseModelOptions,
  baseModelTypeOptions,
  canSendVersion,
  isBaseModel,
  isBaseModelType,
  type VersionFormValues,
} from './version-form-view';

export type VersionFormProps = {
  initial: VersionFormValues;
  submitLabel: string;
  isPending: boolean;
  failure: ApiFailure | null;
  /** The hub sells early access at all (the `earlyAccessModel` feature); otherwise its section is left out. */
  offersEarlyAccess: boolean;
  /** The version is offered for on-site generation: only then do the generation options of early access apply. */
  offersGeneration: boolean;
  onSubmit: (values: VersionFormValues) => void;
};

/** A version's details and training facts, and its early access (the edit page, "add version" and wizard step 1). */
export function VersionForm({
  initial,
  submitLabel,
  isPending,
  failure,
  offersEarlyAccess,
  offersGeneration,
  onSubmit,
}: VersionFormProps) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof VersionFormValues>(key: K) =>
    (value: VersionFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const price = EARLY_ACCESS_LIMITS.price;
  return (
    <form
      className={styles.form}
      aria-label="Version details"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSendVersion(values) && !isPending) onSubmit(values);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About the version</legend>
        <TextInputField
          label="Version name"
          name="versionName"
          value={values.name}
          onChange={set('name')}
          isRequired
          maxLength={AUTHORING_LIMITS.nameLength}
          description="e.g. v1.0"
          error={issueAt(failure, 'name')}
        />
        <div className={styles.row}>
          <ChoiceField
            label="Base model"
            value={values.baseModel}
            options={baseModelOptions}
            onChange={(model) => isBaseModel(model) && set('baseModel')(model)}
            placeholder="Choose a base model"
            error={issueAt(failure, 'baseModel')}
          />
          <ChoiceField
            label="Base model type"
            value={values.baseModelType}
            options={baseModelTypeOptions}
            onChange={(type) => isBaseModelType(type) && set('baseModelType')(type)}
            placeholder="Not given"
          />
        </div>
        <RichTextEditor
          label="Version description"
          description="What changed in this version, how to use it."
          defaultValue={initial.description}
          onChange={set('description')}
          error={issueAt(failure, 'description')}
        />
        <TagInput
          label="Trigger words"
          values={values.trainedWords}
          onChange={set('trainedWords')}
          maxLength={VERSION_LIMITS.trainedWordLength}
          description="Words that call up what it learned."
          emptyText="No trigger words"
          error={issueAt(failure, 'trainedWords')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Training</legend>
        <div className={styles.row}>
          <NumberInputField
            label="Steps"
            value={values.steps}
            onChange={set('steps')}
            minValue={VERSION_LIMITS.steps.min}
            maxValue={VERSION_LIMITS.steps.max}
            error={issueAt(failure, 'steps')}
          />
          <NumberInputField
            label="Epochs"
            value={values.epochs}
            onChange={set('epochs')}
            minValue={VERSION_LIMITS.epochs.min}
            maxValue={VERSION_LIMITS.epochs.max}
            error={issueAt(failure, 'epochs')}
          />
          <NumberInputField
            label="Clip skip"
            value={values.clipSkip}
            onChange={set('clipSkip')}
            minValue={VERSION_LIMITS.clipSkip.min}
            maxValue={VERSION_LIMITS.clipSkip.max}
            error={issueAt(failure, 'clipSkip')}
          />
          <NumberInputField
            label="Strength"
            value={values.strength}
            onChange={set('strength')}
            minValue={VERSION_LIMITS.strength.min}
            maxValue={VERSION_LIMITS.strength.max}
            step={0.05}
            error={issueAt(failure, 'strength')}
          />
        </div>
      </fieldset>
      {offersEarlyAccess ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Early access</legend>
          <CheckboxField
            isSelected={values.earlyAccess}
            onChange={set('earlyAccess')}
            description="For a while after publishing, people pay Buzz to download or generate with it first."
          >
            Offer early access
          </CheckboxField>
          {values.earlyAccess ? (
            <>
              <NumberInputField
                label="Early access days"
                value={values.timeframeDays}
                onChange={set('timeframeDays')}
                minValue={EARLY_ACCESS_LIMITS.timeframeDays.min}
                maxValue={EARLY_ACCESS_LIMITS.timeframeDays.max}
              />
              <CheckboxField isSelected={values.chargeForDownload} onChange={set('chargeForDownload')}>
                Charge for downloads
              </CheckboxField>
              {values.chargeForDownload ? (
                <NumberInputField
                  label="Download price (Buzz)"
                  value={values.downloadPrice}
                  onChange={set('downloadPrice')}
                  minValue={price.min}
                  maxValue={price.max}
                />
              ) : null}
              {offersGeneration ? (
                <>
                  <CheckboxField
                    isSelected={values.chargeForGeneration}
                    onChange={set('chargeForGeneration')}
                  >
                    Charge for generation
                  </CheckboxField>
                  {values.chargeForGeneration ? (
                    <div className={styles.row}>
                      <NumberInputField
                        label="Generation price (Buzz)"
                        value={values.generationPrice}
                        onChange={set('generationPrice')}
                        minValue={price.min}
                        maxValue={price.max}
                      />
                      <NumberInputField
                        label="Free trial generations"
                        value={values.generationTrialLimit}
                        onChange={set('generationTrialLimit')}
                        minValue={EARLY_ACCESS_LIMITS.generationTrialLimit.min}
                        maxValue={EARLY_ACCESS_LIMITS.generationTrialLimit.max}
                      />
                    </div>
                  ) : null}
                  <CheckboxField isSelected={values.freeGeneration} onChange={set('freeGeneration')}>
                    Free generation during early access
                  </CheckboxField>
                </>
              ) : null}
            </>
          ) : null}
        </fieldset>
      ) : null}
      {failure ? <Notice tone="critical" role="alert" title={failure.message} /> : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!canSendVersion(values)} isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
