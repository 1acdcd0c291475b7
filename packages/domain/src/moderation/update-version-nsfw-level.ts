import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { modelCacheTag, versionCacheTag } from './bust-version-cache.js';
import { combinedNsfwLevel } from './nsfw-level.js';

/** Every level bit: the recompute reads every shown image, whatever its level. */
const EVERY_LEVEL = 0x7fffffff;
const PAGE = 100;

/** The levels of the images shown in a version's gallery (published posts, nothing hidden by a deletion). */
const imageLevelsOf = async (r: Repositories, modelVersionId: number): Promise<number[]> => {
  const levels: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<Repositories['posts']['gallery']>> = await r.posts.gallery({
      modelVersionId,
      limit: PAGE,
      cursor,
      browsingLevel: EVERY_LEVEL,
      hiddenImageIds: [],
      hiddenUserIds: [],
      hiddenTagIds: [],
      pinnedPostIds: [],
      tagIds: [],
    });
    for (const card of page.items) for (const image of card.images) levels.push(image.nsfwLevel);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return levels;
};

/**
 * The `nsfwLevelUpdate {modelVersionId}` job (queued by `EnqueueNsfwLevelUpdate`): recomputes the NSFW level the
 * version's model shows from the images of its versions (`combinedNsfwLevel`), and drops the model's and the
 * version's cached data when it changed. Idempotent: it recomputes from the images, so running it twice changes nothing more.
 */
export class UpdateVersionNsfwLevel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'cache'>) {}

  async execute(input: {
    modelVersionId: number;
  }): Promise<Result<{ modelId: number; nsfwLevel: number; changed: boolean }>> {
    const result = await this.deps.uow.run(async (r) => {
      const version = await r.versions.ofId(input.modelVersionId);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      if (version === null || model === null) return fail(errors.notFound);
      const levels: number[] = [];
      for (const each of await r.versions.ofModel(model.id))
        levels.push(...(await imageLevelsOf(r, each.id)));
      const nsfwLevel = combinedNsfwLevel(levels, model.nsfwLevel);
      const changed = nsfwLevel !== model.nsfwLevel;
      if (changed) await r.models.save({ ...model, nsfwLevel });
      return ok({ modelId: model.id, nsfwLevel, changed });
    });
    if (result.ok && result.value.changed) {
      await this.deps.cache.invalidate(modelCacheTag(result.value.modelId));
      await this.deps.cache.invalidate(versionCacheTag(input.modelVersionId));
    }
    return result;
  }
}
