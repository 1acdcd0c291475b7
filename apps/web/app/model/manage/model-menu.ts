import type { ActionMenuItemView, ActionMenuSectionView } from '@atelier/react-kit';
import type { ModelPageView } from '../model-types';

/** What the model menu's items do; `ModelManagement` runs each. */
export type ModelAction =
  | 'publish'
  | 'schedule'
  | 'republish'
  | 'publishPrivate'
  | 'unpublish'
  | 'rearrange'
  | 'showcase'
  | 'removeShowcase'
  | 'requestReview'
  | 'delete'
  | 'lookup'
  | 'unpublishViolation'
  | 'restore'
  | 'deletePermanently'
  | 'archive'
  | 'takeDown'
  | 'bringBack'
  | 'toggleLock'
  | 'toggleLockComments'
  | 'toggleCannotPromote'
  | 'rescan'
  | 'toggleSearchable'
  | 'hideContentWithTags'
  | 'migrateToCollection'
  | 'toggleGeneration';

/** The actions that open a dialog (the other actions run at once). */
const DIALOGS = [
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
] as const satisfies readonly ModelAction[];

/** Which dialog the model menu opened. */
export type ModelDialog = (typeof DIALOGS)[number];

export const isModelDialog = (action: string): action is ModelDialog =>
  (DIALOGS as readonly string[]).includes(action);

type MenuPage = Pick<ModelPageView, 'model' | 'viewer'> & {
  features: Pick<ModelPageView['features'], 'impersonation'>;
  /** The page is in `view=basic` (discussion and gallery hidden). */
  basic?: boolean;
};
type Item = ActionMenuItemView & { id: ModelAction | string };

const when = (condition: boolean, item: Item): Item[] => (condition ? [item] : []);

const ownerItems = ({ model, viewer }: MenuPage): Item[] => {
  const { can } = viewer;
  const isDraft = model.status === 'Draft';
  return [
    ...when(can['model.edit'], { id: 'edit', label: 'Edit model', href: `/models/${model.id}/edit` }),
    ...when(can['model.addVersion'], {
      id: 'addVersion',
      label: 'Add version',
      href: `/models/${model.id}/model-versions/create`,
    }),
    ...when(can['model.publishPrivate'], { id: 'publishPrivate', label: 'Make this model public' }),
    ...when(can['model.publish'] && isDraft, { id: 'publish', label: 'Publish now' }),
    ...when(can['model.publish'] && isDraft, { id: 'schedule', label: 'Schedule publish' }),
    ...when(can['model.publish'] && !isDraft, { id: 'republish', label: 'Republish' }),
    ...when(can['model.unpublish'], { id: 'unpublish', label: 'Unpublish' }),
    ...when(viewer.canReorderVersions, { id: 'rearrange', label: 'Rearrange versions' }),
    ...when(can['model.setShowcase'], { id: 'showcase', label: 'Showcase collection' }),
    ...when(can['model.setShowcase'] && model.meta.showcaseCollectionId !== null, {
      id: 'removeShowcase',
      label: 'Remove the showcase collection',
    }),
    ...when(viewer.canRequestReview || viewer.reviewInProgress, {
      id: 'requestReview',
      label: 'Request a review',
      ...(viewer.reviewInProgress ? { disabledReason: 'A review of this model is in progress.' } : {}),
    }),
    ...when(can['model.delete'], { id: 'delete', label: 'Delete', tone: 'critical' }),
  ];
};

const moderatorItems = ({ model, viewer, features, basic = false }: MenuPage): Item[] => {
  const { can } = viewer;
  const deleted = model.deletedAt !== null || model.status === 'Deleted';
  return [
    ...when(can['model.lookup'], { id: 'lookup', label: 'Lookup model' }),
    ...when(can['model.viewBasic'], {
      id: 'viewBasic',
      label: basic ? 'Full view' : 'Basic view',
      href: basic ? `/models/${model.id}` : `/models/${model.id}?view=basic`,
    }),
    ...when(can['model.unpublishViolation'], {
      id: 'unpublishViolation',
      label: 'Unpublish as violation',
      tone: 'critical',
    }),
    ...when(can['model.restore'] && deleted, { id: 'restore', label: 'Restore' }),
    ...when(can['model.changeMode'] && model.mode !== 'Archived', { id: 'archive', label: 'Archive' }),
    ...when(can['model.changeMode'] && model.mode !== 'TakenDown', { id: 'takeDown', label: 'Take down' }),
    // Tools that look files up by hash are told it was removed (docs/rest-api.md#tombstones), unless this is chosen.
    ...when(can['model.changeMode'] && model.mode !== 'TakenDown', {
      id: 'takeDownWithoutTombstone',
      label: 'Take down, leave no tombstone',
    }),
    ...when(can['model.changeMode'] && model.mode !== null, { id: 'bringBack', label: 'Bring back' }),
    ...when(can['model.lock'], { id: 'toggleLock', label: model.locked ? 'Unlock model' : 'Lock model' }),
    ...when(can['model.lockComments'], {
      id: 'toggleLockComments',
      label: model.meta.commentsLocked ? 'Unlock comments' : 'Lock comments',
    }),
    ...when(can['model.toggleCannotPromote'], {
      id: 'toggleCannotPromote',
      label: model.meta.cannotPromote ? 'Allow promoting' : 'Ban promoting',
    }),
    ...when(can['model.rescan'], { id: 'rescan', label: 'Rescan files' }),
    ...when(can['model.toggleSearchable'], {
      id: 'toggleSearchable',
      label: model.meta.searchable ? 'Hide from search' : 'Show in search',
    }),
    ...when(can['model.hideContentByTags'], { id: 'hideContentWithTags', label: 'Hide content with tags' }),
    ...when(can['model.migrateToCollection'], { id: 'migrateToCollection', label: 'Migrate to collection' }),
    ...when(can['model.toggleGeneration'] && features.impersonation, {
      id: 'toggleGeneration',
      label: model.meta.generationEnabled ? 'Remove from generation' : 'Add to generation',
    }),
    ...when(can['model.deletePermanently'], {
      id: 'deletePermanently',
      label: 'Delete permanently',
      tone: 'critical',
    }),
  ];
};

/**
 * The model menu: the owner's actions, then the moderator's. The server's policy answer (`viewer.can`) decides what
 * is offered; the model's state decides which of a pair (lock / unlock) is shown.
 */
export const modelMenuSections = (page: MenuPage): ActionMenuSectionView[] => [
  { id: 'owner', items: ownerItems(page) },
  { id: 'moderator', title: 'Moderator', items: page.viewer.isModerator ? moderatorItems(page) : [] },
];
