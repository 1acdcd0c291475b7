import { errors } from '@atelier/domain';
import type { ActionMenuItemView, ActionMenuSectionView } from '@atelier/react-kit';
import type { ModelPageView, PageVersion } from '../model-types';

/** What the version menu's buttons do (the links carry their own `href`). */
export type VersionAction =
  | 'about'
  | 'publishVersion'
  | 'scheduleVersion'
  | 'requestVersionReview'
  | 'explorationPrompts'
  | 'deleteVersion'
  | 'restoreVersion'
  | 'enqueueNsfwLevelUpdate'
  | 'bustCache';

type MenuPage = Pick<ModelPageView, 'model' | 'versions' | 'viewer'>;

const when = (condition: boolean, item: ActionMenuItemView): ActionMenuItemView[] =>
  condition ? [item] : [];

/** A version needs files (step 2) or posts (step 3), or its training details (step 1), before it can go out. */
const WIZARD_LABELS: Record<string, string> = {
  '1': 'Finish setup: details',
  '2': 'Finish setup: add files',
  '3': 'Finish setup: add images',
};

const wizardLabel = (url: string) => WIZARD_LABELS[new URL(url, 'http://x').searchParams.get('step') ?? ''];

/** Soft-deleted: only moderators get such a version in the page answer, marked "Deleted", to restore it. */
export const isVersionDeleted = (version: Pick<PageVersion, 'deletedAt'>): boolean =>
  Boolean(version.deletedAt);

/**
 * One version's menu: what anyone may read ("About this version"), the owner's actions, then the moderator's.
 * Deleting is offered only while the model has more than one version (spec §4); otherwise it stays visible with why.
 */
export const versionMenuSections = (page: MenuPage, version: PageVersion): ActionMenuSectionView[] => {
  const { model, viewer } = page;
  const { can } = viewer;
  const base = `/models/${model.id}/model-versions/${version.id}`;
  if (isVersionDeleted(version)) {
    const restore = when(can['model.restoreVersion'], { id: 'restoreVersion', label: 'Restore version' });
    return [
      { id: 'read', items: [{ id: 'about', label: 'About this version' }] },
      { id: 'moderator', title: 'Moderator', items: restore },
    ];
  }
  const liveVersions = page.versions.filter((other) => !isVersionDeleted(other)).length;
  const owner = [
    ...when(version.wizardUrl !== null && can['model.edit'], {
      id: 'wizard',
      label: wizardLabel(version.wizardUrl ?? '') ?? 'Finish setup',
      href: version.wizardUrl ?? base,
    }),
    ...when(can['model.edit'], { id: 'editVersion', label: 'Edit version', href: `${base}/edit` }),
    ...when(version.canPublish, { id: 'publishVersion', label: 'Publish now' }),
    ...when(version.canPublish, { id: 'scheduleVersion', label: 'Schedule publish' }),
    ...when(version.canRequestReview, { id: 'requestVersionReview', label: 'Request a review' }),
    ...when(can['model.managePrompts'], { id: 'explorationPrompts', label: 'Exploration prompts' }),
    ...when(can['model.deleteVersion'], {
      id: 'deleteVersion',
      label: 'Delete version',
      tone: 'critical',
      ...(liveVersions > 1 ? {} : { disabledReason: errors.lastVersion.message }),
    }),
  ];
  const moderator = viewer.isModerator
    ? [
        ...when(can['model.enqueueNsfwLevelUpdate'], {
          id: 'enqueueNsfwLevelUpdate',
          label: 'Enqueue NsfwLevel Update',
        }),
        ...when(can['model.bustCache'], { id: 'bustCache', label: 'Bust Cache' }),
      ]
    : [];
  return [
    { id: 'read', items: [{ id: 'about', label: 'About this version' }] },
    { id: 'owner', items: owner },
    { id: 'moderator', title: 'Moderator', items: moderator },
  ];
};
