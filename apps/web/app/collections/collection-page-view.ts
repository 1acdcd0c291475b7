import type { AppRouter } from '@atelier/adapters';
import { errors, modelPath } from '@atelier/domain';
import type { inferRouterOutputs } from '@trpc/server';

/** `collection.getById` as the browser receives it. */
export type CollectionAnswer = inferRouterOutputs<AppRouter>['collection']['getById'];

export type CollectionItemView = {
  modelId: number;
  name: string;
  typeLabel: string;
  /** The version collected, when one was; the link opens the model on it. */
  versionName: string | null;
  href: string;
};

export type CollectionPageView = {
  id: number;
  name: string;
  description: string | null;
  privacyLabel: string | null;
  owner: { name: string; href: string };
  items: CollectionItemView[];
  /** Spec §8's empty state when nothing is (visibly) in it. */
  emptyText: string | null;
  followerCount: number;
  following: boolean;
  canManage: boolean;
  canFollow: boolean;
};

/** What `/collections/{id}` shows of the API's answer. */
export const toCollectionPageView = (collection: CollectionAnswer): CollectionPageView => ({
  id: collection.id,
  name: collection.name,
  description: collection.description,
  privacyLabel: collection.isPrivate ? 'Private' : null,
  owner: {
    name: collection.owner.username,
    href: `/user/${encodeURIComponent(collection.owner.username)}`,
  },
  items: collection.items.map(({ model, version }) => ({
    modelId: model.id,
    name: model.name,
    typeLabel: model.type,
    versionName: version?.name ?? null,
    href:
      version === null
        ? modelPath(model.id, model.name)
        : `${modelPath(model.id, model.name)}?modelVersionId=${version.id}`,
  })),
  emptyText: collection.items.length === 0 ? errors.emptyCollection : null,
  followerCount: collection.followerCount,
  following: collection.following,
  canManage: collection.canManage,
  canFollow: collection.canFollow,
});

/** The delete confirmation says what goes with the collection, and what stays (house rule: no silent loss). */
export const deleteImpactText = (name: string, impact: { items: number; followers: number }): string => {
  const items = `${impact.items} ${impact.items === 1 ? 'item' : 'items'}`;
  const followers =
    impact.followers === 0
      ? 'Nobody follows it.'
      : `${impact.followers} ${impact.followers === 1 ? 'person follows' : 'people follow'} it and will stop following it.`;
  return `“${name}” and its ${items} will be deleted. ${followers} The models themselves are not deleted.`;
};
