import { ACTIONS, type Action, errors } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { versionMenuSections } from './version-menu';

type Page = Parameters<typeof versionMenuSections>[0];
type Version = Parameters<typeof versionMenuSections>[1];

const page = (can: Action[], versionCount: number, isModerator = false): Page =>
  ({
    model: { id: 3 },
    versions: Array.from({ length: versionCount }, (_, index) => ({ id: index + 1 })),
    viewer: {
      isModerator,
      can: Object.fromEntries(ACTIONS.map((action) => [action, can.includes(action)])),
    },
  }) as Page;

const version = (over: Partial<Version> = {}): Version =>
  ({ id: 1, wizardUrl: null, canPublish: false, canRequestReview: false, ...over }) as Version;

const items = (sections: ReturnType<typeof versionMenuSections>, id: string) =>
  sections.find((section) => section.id === id)?.items ?? [];

describe('versionMenuSections', () => {
  it('offers everyone "About this version" and nothing else', () => {
    const sections = versionMenuSections(page([], 2), version());
    expect(sections.flatMap((section) => section.items.map((item) => item.id))).toEqual(['about']);
  });

  it('leads the owner of an incomplete version to the right wizard step', () => {
    const [link] = items(
      versionMenuSections(
        page(['model.edit'], 2),
        version({ wizardUrl: '/models/3/model-versions/1/wizard?step=2' }),
      ),
      'owner',
    );
    expect(link).toEqual({
      id: 'wizard',
      label: 'Finish setup: add files',
      href: '/models/3/model-versions/1/wizard?step=2',
    });
  });

  it('disables deleting the only version, with why', () => {
    const only = items(versionMenuSections(page(['model.deleteVersion'], 1), version()), 'owner');
    expect(only).toEqual([
      expect.objectContaining({ id: 'deleteVersion', disabledReason: expect.any(String) }),
    ]);
    const two = items(versionMenuSections(page(['model.deleteVersion'], 2), version()), 'owner');
    expect(two[0]).not.toHaveProperty('disabledReason');
  });

  it('offers publish now and schedule only when the version can be published', () => {
    const ids = items(versionMenuSections(page([], 2), version({ canPublish: true })), 'owner').map(
      (item) => item.id,
    );
    expect(ids).toEqual(['publishVersion', 'scheduleVersion']);
  });

  it('gives moderators the cache and NSFW level tools', () => {
    const sections = versionMenuSections(
      page(['model.enqueueNsfwLevelUpdate', 'model.bustCache'], 2, true),
      version(),
    );
    expect(items(sections, 'moderator').map((item) => item.label)).toEqual([
      'Enqueue NsfwLevel Update',
      'Bust Cache',
    ]);
  });
});

describe('versionMenuSections of a deleted version', () => {
  it('offers moderators "Restore version" and nothing of the owner', () => {
    const sections = versionMenuSections(
      page(['model.restoreVersion', 'model.edit', 'model.deleteVersion'], 2, true),
      version({ deletedAt: new Date(), status: 'Deleted' } as Partial<Version>),
    );
    expect(sections.flatMap((section) => section.items.map((item) => item.id))).toEqual([
      'about',
      'restoreVersion',
    ]);
  });

  it('does not count a deleted version among the ones a model keeps', () => {
    const withDeleted = {
      ...page(['model.deleteVersion'], 1),
      versions: [
        { id: 1, deletedAt: null },
        { id: 2, deletedAt: new Date() },
      ],
    } as Page;
    const [remove] = items(versionMenuSections(withDeleted, version()), 'owner');
    expect(remove).toMatchObject({
      id: 'deleteVersion',
      disabledReason: errors.lastVersion.message,
    });
  });
});
