import type { ModelType } from '../models/model.js';
import { isVersionVisible } from '../models/visibility.js';
import { isAllowed } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { type DomainError, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canManageCollection } from './collection-rules.js';
import { loadVisibleCollection } from './load-collection.js';
import type { CollectionItem } from './social.js';
import { canFollowCollection } from './social-rules.js';

/** One entry as the collection's page shows it: the model, and the version when one was collected. */
type CollectionPageItem = {
  model: { id: number; name: string; type: ModelType };
  version: { id: number; name: string } | null;
};

/** `collection.getById`: what `/collections/{id}` shows. */
type CollectionPage = {
  id: number;
  name: string;
  description: string | null;
  isPrivate: boolean;
  owner: { id: number; username: string };
  items: CollectionPageItem[];
  followerCount: number;
  following: boolean;
  /** The owner edits, deletes and removes items; everyone else signed in may follow (spec §5). */
  canManage: boolean;
  canFollow: boolean;
};

/**
 * `collection.getById`: a collection the viewer may see (`loadVisibleCollection`), with only the entries whose model
 * the viewer may see (`model.view`); a collected version the viewer may not see leaves the model as a whole.
 */
export class GetCollection {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<CollectionPage, DomainError<'NOT_FOUND'>>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(
      async (repositories): Promise<Result<CollectionPage, DomainError<'NOT_FOUND'>>> => {
        const loaded = await loadVisibleCollection(repositories, viewer, input.id);
        if (!loaded.ok) return loaded;
        const { collection, owner } = loaded.value;
        const entries = await repositories.collections.itemsOf(collection.id);
        const items = await shownItems(repositories, viewer, entries, now);
        return ok({
          id: collection.id,
          name: collection.name,
          description: collection.description,
          isPrivate: collection.isPrivate,
          owner: { id: owner.id, username: owner.username },
          items,
          followerCount: await repositories.collections.followerCount(collection.id),
          following:
            viewer !== null && (await repositories.collections.isFollowing(viewer.id, collection.id)),
          canManage: canManageCollection(viewer, collection),
          canFollow: canFollowCollection(viewer, collection),
        });
      },
    );
  }
}

/** The entries the viewer may see, with their models and collected versions read in one go each (no read per entry). */
const shownItems = async (
  repositories: Pick<Repositories, 'models' | 'versions'>,
  viewer: Viewer,
  entries: readonly CollectionItem[],
  now: Date,
): Promise<CollectionPageItem[]> => {
  const versionIds = entries.flatMap((entry) =>
    entry.modelVersionId === null ? [] : [entry.modelVersionId],
  );
  const [models, versions] = await Promise.all([
    repositories.models.ofIds([...new Set(entries.map((entry) => entry.modelId))]),
    repositories.versions.ofIds([...new Set(versionIds)]),
  ]);
  const modelOf = new Map(models.map((model) => [model.id, model]));
  const versionOf = new Map(versions.map((version) => [version.id, version]));
  return entries.flatMap((entry): CollectionPageItem[] => {
    const model = modelOf.get(entry.modelId);
    if (model === undefined || !isAllowed('model.view', viewer, model, now)) return [];
    const version = entry.modelVersionId === null ? undefined : versionOf.get(entry.modelVersionId);
    const shownVersion =
      version !== undefined && isVersionVisible(version, viewer, model, now) ? version : null;
    return [
      {
        model: { id: model.id, name: model.name, type: model.type },
        version: shownVersion === null ? null : { id: shownVersion.id, name: shownVersion.name },
      },
    ];
  });
};
