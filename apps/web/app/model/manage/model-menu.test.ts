import { ACTIONS, type Action } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { modelMenuSections } from './model-menu';

type Page = Parameters<typeof modelMenuSections>[0];

const allowed = (...actions: Action[]) =>
  Object.fromEntries(ACTIONS.map((action) => [action, actions.includes(action)])) as Record<Action, boolean>;

const page = (over: {
  can?: Action[];
  isModerator?: boolean;
  model?: Partial<Page['model']>;
  viewer?: Partial<Page['viewer']>;
  impersonation?: boolean;
}): Page =>
  ({
    model: {
      id: 7,
      status: 'Published',
      mode: null,
      locked: false,
      deletedAt: null,
      meta: {
        commentsLocked: false,
        cannotPromote: false,
        searchable: true,
        generationEnabled: false,
        showcaseCollectionId: null,
      },
      ...over.model,
    },
    viewer: {
      isOwner: !over.isModerator,
      isModerator: over.isModerator ?? false,
      can: allowed(...(over.can ?? [])),
      canReorderVersions: false,
      canRequestReview: false,
      reviewInProgress: false,
      ...over.viewer,
    },
    features: { impersonation: over.impersonation ?? false },
  }) as Page;

const ids = (sections: ReturnType<typeof modelMenuSections>, section: string) =>
  sections.find((candidate) => candidate.id === section)?.items.map((item) => item.id);

describe('modelMenuSections', () => {
  it('offers the owner what the policy allows, with links to edit and to add a version', () => {
    const sections = modelMenuSections(
      page({ can: ['model.edit', 'model.addVersion', 'model.unpublish', 'model.delete'] }),
    );
    expect(ids(sections, 'owner')).toEqual(['edit', 'addVersion', 'unpublish', 'delete']);
    expect(sections[0]?.items[0]?.href).toBe('/models/7/edit');
    expect(sections[0]?.items[1]?.href).toBe('/models/7/model-versions/create');
    expect(ids(sections, 'moderator')).toEqual([]);
  });

  it('offers publish now and schedule for a draft, republish for an unpublished model', () => {
    expect(
      ids(modelMenuSections(page({ can: ['model.publish'], model: { status: 'Draft' } })), 'owner'),
    ).toEqual(['publish', 'schedule']);
    expect(
      ids(modelMenuSections(page({ can: ['model.publish'], model: { status: 'Unpublished' } })), 'owner'),
    ).toEqual(['republish']);
  });

  it('keeps the review request visible but disabled, with why, while a review is in progress', () => {
    const [owner] = modelMenuSections(page({ viewer: { reviewInProgress: true } }));
    expect(owner?.items).toEqual([
      {
        id: 'requestReview',
        label: 'Request a review',
        disabledReason: 'A review of this model is in progress.',
      },
    ]);
  });

  it('shows a moderator the pair member that fits the state: unlock a locked model, bring back an archived one', () => {
    const sections = modelMenuSections(
      page({
        isModerator: true,
        can: ['model.lock', 'model.changeMode', 'model.lockComments'],
        model: { locked: true, mode: 'Archived' },
      }),
    );
    const labels = sections[1]?.items.map((item) => item.label);
    expect(labels).toEqual([
      'Take down',
      'Take down, leave no tombstone',
      'Bring back',
      'Unlock model',
      'Lock comments',
    ]);
  });

  it('offers generation only while the impersonation flag is on (spec §6)', () => {
    const moderator = { isModerator: true, can: ['model.toggleGeneration'] as Action[] };
    expect(ids(modelMenuSections(page(moderator)), 'moderator')).toEqual([]);
    expect(ids(modelMenuSections(page({ ...moderator, impersonation: true })), 'moderator')).toEqual([
      'toggleGeneration',
    ]);
  });

  it('links a moderator to the basic view, and back to the full view from it', () => {
    const moderator = page({ isModerator: true, can: ['model.viewBasic'] });
    expect(modelMenuSections(moderator)[1]?.items).toEqual([
      { id: 'viewBasic', label: 'Basic view', href: '/models/7?view=basic' },
    ]);
    expect(modelMenuSections({ ...moderator, basic: true })[1]?.items).toEqual([
      { id: 'viewBasic', label: 'Full view', href: '/models/7' },
    ]);
  });

  it('offers to remove the showcase collection only while there is one', () => {
    const owner = { can: ['model.setShowcase'] as Action[] };
    expect(ids(modelMenuSections(page(owner)), 'owner')).toEqual(['showcase']);
    const showing = page({ ...owner, model: { meta: { ...page({}).model.meta, showcaseCollectionId: 4 } } });
    expect(ids(modelMenuSections(showing), 'owner')).toEqual(['showcase', 'removeShowcase']);
  });

  it('offers restore only for a deleted model', () => {
    const moderator = { isModerator: true, can: ['model.restore'] as Action[] };
    expect(ids(modelMenuSections(page(moderator)), 'moderator')).toEqual([]);
    expect(
      ids(
        modelMenuSections(page({ ...moderator, model: { deletedAt: new Date(), status: 'Deleted' } })),
        'moderator',
      ),
    ).toEqual(['restore']);
  });
});
