import type { Tag } from '../gallery/gallery.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { tagListLimit } from './social-rules.js';

/** `tag.getAll`: listed tags matching the query, at most 100 (a larger limit is capped). */
export class GetTags {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    _viewer: Viewer,
    input: { query?: string | null; categories?: boolean | null; limit?: number; excludedTagIds?: number[] },
  ): Promise<Result<Tag[]>> {
    const query = input.query?.trim() ?? '';
    return this.deps.uow.read(async (repositories) =>
      ok(
        await repositories.tags.list({
          query: query === '' ? null : query,
          limit: tagListLimit(input.limit),
          categories: input.categories ?? null,
          excludedTagIds: input.excludedTagIds ?? [],
        }),
      ),
    );
  }
}

/**
 * `tag.getTagsForReview`: the tags a moderator picks from when reviewing content (the "hide content with tags"
 * modal), most used first, at most 100. Moderators only.
 */
export class GetTagsForReview {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { reviewType?: string; limit?: number }): Promise<Result<Tag[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!viewer.isModerator) return fail(errors.forbidden);
    return this.deps.uow.read(async (repositories) =>
      ok(
        await repositories.tags.list({
          query: null,
          limit: tagListLimit(input.limit),
          categories: null,
          excludedTagIds: [],
        }),
      ),
    );
  }
}
