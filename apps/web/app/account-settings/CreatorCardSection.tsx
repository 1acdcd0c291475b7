import {
  type AccountSettings,
  CREATOR_CARD_STAT_CHOICES,
  type CreatorCardStat,
  MAX_PROFILE_LINKS,
} from '@atelier/domain';
import { Button, CheckboxGroupField } from '@atelier/react-kit';
import { type FormEvent, useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as fieldStyles from '../account/account.css';
import { STAT_LABELS } from '../shared/social/creator-card-view';
import * as styles from './settings-page.css';
import { useSaveSettings } from './use-account-settings';

const STAT_OPTIONS = CREATOR_CARD_STAT_CHOICES.map((stat) => ({ id: stat, label: STAT_LABELS[stat] }));

/** What the creator card shows about the viewer: the stats they choose and their links. */
export function CreatorCardSection({ settings }: { settings: AccountSettings }) {
  const [stats, setStats] = useState<string[]>(settings.creatorCardStatsPreferences);
  const [links, setLinks] = useState(settings.links.map((link) => link.url).join('\n'));
  const { save, fieldErrors } = useSaveSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        creatorCardStatsPreferences: stats as CreatorCardStat[],
        links: links
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      },
      // The server's form of each link (absolute, lower-case host) replaces what was typed.
      { onSuccess: (saved) => setLinks(saved.links.map((link) => link.url).join('\n')) },
    );
  };
  return (
    <section className={styles.section} aria-labelledby="creator-card-title">
      <h2 id="creator-card-title" className={styles.sectionTitle}>
        Creator card
      </h2>
      <p className={styles.sectionIntro}>What people see about you beside your models and on your profile.</p>
      {/* The server judges each value: a refused field must not make the browser block the next submit. */}
      <form noValidate className={styles.fields} onSubmit={submit}>
        <CheckboxGroupField
          label="Stats to show"
          options={STAT_OPTIONS}
          value={stats}
          onChange={setStats}
          error={fieldErrors.creatorCardStatsPreferences ?? null}
        />
        <TextField
          value={links}
          onChange={setLinks}
          isInvalid={fieldErrors.links ? true : undefined}
          className={fieldStyles.field}
        >
          <Label className={fieldStyles.label}>Links</Label>
          <TextArea className={fieldStyles.input} rows={4} spellCheck={false} />
          <Text slot="description" className={fieldStyles.hint}>
            {`One web address per line, starting with https:// or http:// (at most ${MAX_PROFILE_LINKS}).`}
          </Text>
          <FieldError className={fieldStyles.fieldError}>{fieldErrors.links}</FieldError>
        </TextField>
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            Save creator card
          </Button>
        </div>
      </form>
    </section>
  );
}
