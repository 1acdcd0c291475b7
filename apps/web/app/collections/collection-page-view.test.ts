import { describe, expect, it } from 'vitest';
import { type CollectionAnswer, deleteImpactText, toCollectionPageView } from './collection-page-view';

const answer = (patch: Partial<CollectionAnswer> = {}): CollectionAnswer => ({
  id: 7,
  name: 'Paintings',
  description: null,
  isPrivate: false,
  owner: { id: 3, username: 'member' },
  items: [],
  followerCount: 0,
  following: false,
  canManage: false,
  canFollow: true,
  ...patch,
});

describe('toCollectionPageView', () => {
  it('says the spec’s empty state when nothing is in it', () => {
    expect(toCollectionPageView(answer())).toMatchObject({
      emptyText: 'There are no items for this collection',
      owner: { name: 'member', href: '/user/member' },
      privacyLabel: null,
    });
  });

  it('links each item to its model, on the version collected when there is one', () => {
    const view = toCollectionPageView(
      answer({
        isPrivate: true,
        items: [
          { model: { id: 5, name: 'Velvet Styles', type: 'LORA' }, version: { id: 9, name: 'v2' } },
          { model: { id: 6, name: 'Ink', type: 'Checkpoint' }, version: null },
        ],
      }),
    );
    expect(view.emptyText).toBeNull();
    expect(view.privacyLabel).toBe('Private');
    expect(view.items).toEqual([
      {
        modelId: 5,
        name: 'Velvet Styles',
        typeLabel: 'LORA',
        versionName: 'v2',
        href: '/models/5/velvet-styles?modelVersionId=9',
      },
      { modelId: 6, name: 'Ink', typeLabel: 'Checkpoint', versionName: null, href: '/models/6/ink' },
    ]);
  });
});

describe('deleteImpactText', () => {
  it('names what goes and what stays', () => {
    expect(deleteImpactText('Paintings', { items: 1, followers: 2 })).toBe(
      '“Paintings” and its 1 item will be deleted. 2 people follow it and will stop following it. The models themselves are not deleted.',
    );
    expect(deleteImpactText('Empty', { items: 0, followers: 0 })).toContain('Nobody follows it.');
  });
});
