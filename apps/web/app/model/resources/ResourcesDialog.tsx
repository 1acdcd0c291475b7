import { errors } from '@atelier/domain';
import { Button, Modal } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import * as fields from '../../account/account.css';
import { useTRPC } from '../../api/trpc';
import * as styles from '../manage/manage.css';
import { useSettled } from '../manage/use-page-cache';
import type { ModelPageView, PageVersion } from '../model-types';
import type { AssociatedCard } from './resource-queries';

type Pick = { id: number; name: string };

const MODEL_ID = /^[1-9]\d{0,9}$/;

/**
 * The owner's "Manage" for the suggested resources: the models they suggest next to this one (add by id, remove,
 * save; `model.setAssociatedResources`), and the selected version's AI recommendations on or off ("Failed to save"
 * when that fails, spec §8).
 */
export function ResourcesDialog({
  page,
  version,
  suggested,
  onClose,
}: {
  page: ModelPageView;
  version: PageVersion;
  suggested: AssociatedCard[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const [picks, setPicks] = useState<Pick[]>(suggested.map(({ id, name }) => ({ id, name })));
  const [typed, setTyped] = useState('');
  const recommendationsOn = version.meta.allowAIRecommendations;
  const save = useMutation({
    ...trpc.model.setAssociatedResources.mutationOptions(),
    ...useSettled({ success: 'Your suggested resources are saved.' }),
  });
  const toggle = useMutation({
    ...trpc.recommenders.toggleResourceRecommendations.mutationOptions(),
    ...useSettled({
      success: recommendationsOn ? 'AI recommendations are off.' : 'AI recommendations are on.',
      failure: errors.saveFailed.message,
    }),
  });
  const add = () => {
    const id = Number(typed);
    if (!MODEL_ID.test(typed) || picks.some((pick) => pick.id === id)) return;
    setPicks([...picks, { id, name: `Model ${id}` }]);
    setTyped('');
  };
  const associations = picks.map((pick) => ({ resourceType: 'model' as const, resourceId: pick.id }));
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Manage suggested resources"
      footer={
        <Button
          isLoading={save.isPending}
          onPress={() =>
            save
              .mutateAsync({ fromId: page.model.id, type: 'Suggested', associations })
              .then(onClose, () => undefined)
          }
        >
          Save
        </Button>
      }
    >
      <div className={styles.history}>
        <h3 className={styles.value}>Your suggestions</h3>
        {picks.length === 0 ? <p className={styles.muted}>You suggest no models yet.</p> : null}
        <ul className={styles.entries}>
          {picks.map((pick) => (
            <li key={pick.id} className={styles.entry}>
              <span>{pick.name}</span>
              <Button
                size="sm"
                variant="secondary"
                tone="neutral"
                aria-label={`Remove ${pick.name}`}
                onPress={() => setPicks(picks.filter((other) => other.id !== pick.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <form
          className={styles.addRow}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextField value={typed} onChange={setTyped} inputMode="numeric" className={fields.field}>
            <Label className={fields.label}>Model id</Label>
            <Input className={fields.input} />
          </TextField>
          <Button type="submit" variant="secondary" tone="neutral" isDisabled={!MODEL_ID.test(typed)}>
            Add
          </Button>
        </form>
        <h3 className={styles.value}>AI recommendations for {version.name}</h3>
        <Button
          variant="secondary"
          tone="neutral"
          isLoading={toggle.isPending}
          onPress={() => toggle.mutate({ id: version.id })}
        >
          {recommendationsOn ? 'Turn off AI recommendations' : 'Turn on AI recommendations'}
        </Button>
      </div>
    </Modal>
  );
}
