import type { Tag } from '../gallery/gallery.js';
import type { TagQuery } from '../ports/gallery.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { tagListLimit } from './social-rules.js';

type TagListInput = {
  query?: string | null;
  categories?: boolean | null;
  limit?: number;
  excludedTagIds?: number[];
};

/** The tag list asked for: listed tags matching the trimmed query (any, when blank), at most 100. */
const tagListOf = (input: TagListInput): TagQuery => {
  const query = input.query?.trim() ?? '';
  return {
    query: query === '' ? null : query,
    limit: tagListLimit(input.limit),
    categories: input.categories ?? null,
    excludedTagIds: input.excludedTagIds ?? [],
  };
};

/** `tag.getAll`: listed tags matching the query, at most 100 (a larger limit is capped). */
export class GetTags {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(_viewer: Viewer, input: TagListInput): Promise<Result<Tag[]>> {
    return this.deps.uow.read(async (repositories) => ok(await repositories.tags.list(tagListOf(input))));
  }
}

/**
 * The tag directory of the REST API v1 (`GET /api/v1/tags`): `tag.getAll`'s list (`tagListOf`, most used first) a
 * page at a time, starting `offset` tags in; `nextOffset` names where the next page starts while more follow.
 */
export class ListTags {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    _viewer: Viewer,
    input: { query?: string | null; limit?: number; offset: number },
  ): Promise<Result<{ items: Tag[]; nextOffset: number | null }>> {
    if (!Number.isInteger(input.offset) || input.offset < 0)
      return fail(errors.invalidInput('The offset must be a whole number, 0 or more.'));
    const asked = tagListOf(input);
    return this.deps.uow.read(async (repositories) => {
      // One more than the page tells whether another follows.
      const found = await repositories.tags.list({ ...asked, limit: asked.limit + 1, offset: input.offset });
      const items = found.slice(0, asked.limit);
      return ok({ items, nextOffset: found.length > items.length ? input.offset + items.length : null });
    });
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
