import { type AccountSettings, FILE_PREFERENCE_CHOICES, type FilePreference } from '@atelier/domain';
import { Button, ChoiceField } from '@atelier/react-kit';
import { type FormEvent, useState } from 'react';
import * as styles from './settings-page.css';
import { useSaveSettings } from './use-account-settings';

const LABELS: Record<string, string> = {
  SafeTensor: 'SafeTensors',
  PickleTensor: 'Pickle (PyTorch)',
  pruned: 'Pruned',
  full: 'Full',
};

const optionsOf = (choices: readonly string[]) =>
  choices.map((choice) => ({ id: choice, label: LABELS[choice] ?? choice }));

/** Which of a version's files the download button offers first (the domain's best-file score reads these). */
export function FilePreferencesSection({ settings }: { settings: AccountSettings }) {
  const [preference, setPreference] = useState<FilePreference>(settings.filePreferences);
  const { save, fieldErrors } = useSaveSettings();
  const set = (key: keyof FilePreference) => (value: string) =>
    setPreference({ ...preference, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ filePreferences: preference });
  };
  return (
    <section className={styles.section} aria-labelledby="file-preferences-title">
      <h2 id="file-preferences-title" className={styles.sectionTitle}>
        File preferences
      </h2>
      <p className={styles.sectionIntro}>
        When a version has several files, the download button picks the one closest to these.
      </p>
      {/* The server judges each value: a refused field must not make the browser block the next submit. */}
      <form noValidate className={styles.fields} onSubmit={submit}>
        <div className={styles.row}>
          <ChoiceField
            label="Format"
            value={preference.format}
            options={optionsOf(FILE_PREFERENCE_CHOICES.format)}
            onChange={set('format')}
            error={fieldErrors.filePreferences ?? null}
          />
          <ChoiceField
            label="Size"
            value={preference.size}
            options={optionsOf(FILE_PREFERENCE_CHOICES.size)}
            onChange={set('size')}
          />
          <ChoiceField
            label="Precision"
            value={preference.fp}
            options={optionsOf(FILE_PREFERENCE_CHOICES.fp)}
            onChange={set('fp')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            Save file preferences
          </Button>
        </div>
      </form>
    </section>
  );
}
