import type { AccountSettings } from '@atelier/domain';
import { Button, CheckboxField, CheckboxGroupField } from '@atelier/react-kit';
import { type FormEvent, useState } from 'react';
import { BROWSING_LEVEL_OPTIONS } from '../model/gallery-moderation/browsing-levels';
import * as styles from './settings-page.css';
import { useSaveSettings } from './use-account-settings';

const LEVEL_OPTIONS = BROWSING_LEVEL_OPTIONS.map((option) => ({
  id: String(option.value),
  label: option.label,
}));

const levelsOf = (level: number): string[] =>
  BROWSING_LEVEL_OPTIONS.filter((option) => (level & option.value) !== 0).map((option) =>
    String(option.value),
  );

/** The content levels the viewer sees, and the models they would rather not see at all. */
export function BrowsingSection({ settings }: { settings: AccountSettings }) {
  const [levels, setLevels] = useState(levelsOf(settings.browsingLevel));
  const [disablePoi, setDisablePoi] = useState(settings.disablePoi);
  const [disableMinor, setDisableMinor] = useState(settings.disableMinor);
  const { save, fieldErrors } = useSaveSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const browsingLevel = levels.reduce((sum, level) => sum | Number(level), 0);
    save.mutate({ browsingLevel, disablePoi, disableMinor });
  };
  return (
    <section className={styles.section} aria-labelledby="browsing-title">
      <h2 id="browsing-title" className={styles.sectionTitle}>
        Browsing
      </h2>
      {/* The server judges each value: a refused field must not make the browser block the next submit. */}
      <form noValidate className={styles.fields} onSubmit={submit}>
        <CheckboxGroupField
          label="Browsing levels"
          description="Images and models above the levels you tick are left out of galleries, covers and suggestions."
          options={LEVEL_OPTIONS}
          value={levels}
          onChange={setLevels}
          error={fieldErrors.browsingLevel ?? null}
        />
        <CheckboxField
          isSelected={disablePoi}
          onChange={setDisablePoi}
          description="Models that depict real people are hidden from you (your own stay visible)."
        >
          Hide models of real people (disable POI)
        </CheckboxField>
        <CheckboxField
          isSelected={disableMinor}
          onChange={setDisableMinor}
          description="Models marked as depicting minors are hidden from you."
        >
          Hide models depicting minors
        </CheckboxField>
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            Save browsing settings
          </Button>
        </div>
      </form>
    </section>
  );
}
