import { ActionMenu } from '@atelier/react-kit';
import { useState } from 'react';
import { toast } from '../../shell/toasts';
import type { ModelPageView } from '../model-types';
import { ModelDialogs } from './ModelDialogs';
import { type ModelAction, modelMenuSections } from './model-menu';
import { useModelActions } from './use-model-actions';

/** Which dialog the model menu opened (the other actions run at once). */
export type ModelDialog = Extract<
  ModelAction,
  | 'schedule'
  | 'republish'
  | 'publishPrivate'
  | 'rearrange'
  | 'showcase'
  | 'delete'
  | 'deletePermanently'
  | 'lookup'
  | 'unpublishViolation'
  | 'hideContentWithTags'
  | 'migrateToCollection'
>;

const DIALOGS: readonly string[] = [
  'schedule',
  'republish',
  'publishPrivate',
  'rearrange',
  'showcase',
  'delete',
  'deletePermanently',
  'lookup',
  'unpublishViolation',
  'hideContentWithTags',
  'migrateToCollection',
] satisfies ModelDialog[];

const isDialog = (action: string): action is ModelDialog => DIALOGS.includes(action);

/** The owner's and the moderator's "Model actions" menu in the head's actions row, and the dialogs it opens. */
export function ModelMenu({ page }: { page: ModelPageView }) {
  const [dialog, setDialog] = useState<ModelDialog | null>(null);
  const actions = useModelActions(page);
  const { model } = page;
  const id = model.id;
  const done = (message: string) => ({ onSuccess: () => toast.success(message) });

  const run = (action: string) => {
    if (isDialog(action)) return setDialog(action);
    switch (action) {
      case 'publish':
        return void actions.publish(null);
      case 'unpublish':
        return actions.unpublish.mutate({ id });
      case 'requestReview':
        return actions.requestReview.mutate({ id });
      case 'restore':
        return actions.restore.mutate({ id });
      case 'archive':
        return actions.changeMode('Archived');
      case 'takeDown':
        return actions.changeMode('TakenDown');
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
      case 'toggleCannotPromote':
        return actions.toggleCannotPromote.mutate(
          { id },
          done(model.meta.cannotPromote ? 'Promoting is allowed.' : 'Promoting is banned.'),
        );
      case 'toggleSearchable':
        return actions.toggleSearchable.mutate(
          { id },
          done(model.meta.searchable ? 'The model is hidden from search.' : 'The model shows in search.'),
        );
      case 'toggleGeneration':
        return actions.toggleGeneration.mutate(
          { id },
          done(model.meta.generationEnabled ? 'Removed from generation.' : 'Added to generation.'),
        );
      case 'rescan':
        return actions.rescan.mutate({ id });
    }
  };

  return (
    <>
      <ActionMenu label="Model actions" sections={modelMenuSections(page)} onAction={run} />
      <ModelDialogs page={page} actions={actions} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
