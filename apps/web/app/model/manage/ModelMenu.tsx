import { ActionMenu } from '@atelier/react-kit';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../shell/toasts';
import type { ModelPageView } from '../model-types';
import { useModelRoute } from '../use-model-page';
import { isModelDialog, type ModelDialog, modelMenuSections } from './model-menu';
import { useModelActions } from './use-model-actions';

/**
 * The menu's dialogs (scheduling, rearranging versions with drag and drop, moving to a collection, the moderators'
 * lookups, …) load when one first opens: most visitors never see them, and they weighed about 60 KiB gzip on every
 * first visit of a model page (issue 15, P4; e2e/first-load-budget.spec.ts).
 */
const ModelDialogs = lazy(() =>
  import('./ModelDialogs').then((module) => ({ default: module.ModelDialogs })),
);

/** The moderator's switches of a `meta` flag: what each turns, and what the toast says after turning it on or off. */
const META_TOGGLES = {
  toggleCannotPromote: { flag: 'cannotPromote', on: 'Promoting is banned.', off: 'Promoting is allowed.' },
  toggleSearchable: {
    flag: 'searchable',
    on: 'The model shows in search.',
    off: 'The model is hidden from search.',
  },
  toggleGeneration: {
    flag: 'generationEnabled',
    on: 'Added to generation.',
    off: 'Removed from generation.',
  },
} as const;

/** The owner's and the moderator's "Model actions" menu in the head's actions row, and the dialogs it opens. */
export function ModelMenu({ page }: { page: ModelPageView }) {
  const [dialog, setDialog] = useState<ModelDialog | null>(null);
  const { basic } = useModelRoute();
  const actions = useModelActions(page);
  const { model } = page;
  const id = model.id;
  const done = (message: string) => ({ onSuccess: () => toast.success(message) });

  const run = (action: string) => {
    if (isModelDialog(action)) return setDialog(action);
    if (action in META_TOGGLES) {
      const { flag, on, off } = META_TOGGLES[action as keyof typeof META_TOGGLES];
      return actions[action as keyof typeof META_TOGGLES].mutate({ id }, done(model.meta[flag] ? off : on));
    }
    switch (action) {
      case 'publish':
        return void actions.publish(null);
      case 'unpublish':
        return actions.unpublish.mutate({ id });
      case 'removeShowcase':
        return actions.removeShowcase.mutate({ id, collectionId: null });
      case 'requestReview':
        return actions.requestReview.mutate({ id });
      case 'restore':
        return actions.restore.mutate({ id });
      case 'archive':
        return actions.changeMode('Archived');
      case 'takeDown':
        return actions.changeMode('TakenDown');
      case 'takeDownWithoutTombstone':
        return actions.changeMode('TakenDown', false);
      case 'bringBack':
        return actions.changeMode(null);
      case 'toggleLock':
        return actions.toggleLock.mutate(
          { id, locked: !model.locked },
          done(model.locked ? 'The model is unlocked.' : 'The model is locked.'),
        );
      case 'toggleLockComments':
        return actions.toggleLockComments.mutate(
          { id, locked: !model.meta.commentsLocked },
          done(model.meta.commentsLocked ? 'Comments are unlocked.' : 'Comments are locked.'),
        );
      case 'rescan':
        return actions.rescan.mutate({ id });
    }
  };

  const sections = modelMenuSections({ ...page, basic });
  // A locked model's owner may have nothing to choose (the page's notice says why): no empty menu.
  if (sections.every((section) => section.items.length === 0)) return null;
  return (
    <>
      <ActionMenu label="Model actions" sections={sections} onAction={run} />
      {dialog === null ? null : (
        <Suspense fallback={null}>
          <ModelDialogs page={page} actions={actions} dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
