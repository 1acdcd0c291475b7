import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canSeeCollection } from './collection-rules.js';
import { canFollowCollection } from './social-rules.js';

/** What following or unfollowing answers, and how it can fail (`Refusal`: the code of a refused toggle). */
type FollowResult<Refusal extends 'COLLECTION.FOLLOW_FAILED' | 'COLLECTION.UNFOLLOW_FAILED'> = Result<
  { following: boolean },
  DomainError<'AUTH.SIGN_IN_REQUIRED' | 'NOT_FOUND' | Refusal>
>;

/** `collection.follow`: follows someone else's collection; the owner has no follow button (spec §5). */
export class FollowCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number },
  ): Promise<FollowResult<'COLLECTION.FOLLOW_FAILED'>> {
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.run(async (repositories): Promise<FollowResult<'COLLECTION.FOLLOW_FAILED'>> => {
      const collection = await repositories.collections.ofId(input.collectionId);
      if (collection === null || !canSeeCollection(viewer, collection)) return fail(errors.notFound);
      if (!canFollowCollection(viewer, collection)) return fail(errors.followCollectionFailed);
      await repositories.collections.follow(viewer.id, collection.id);
      return ok({ following: true });
    });
  }
}

/** `collection.unfollow`: stops following a collection (never one's own, which one cannot follow). */
export class UnfollowCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number },
  ): Promise<FollowResult<'COLLECTION.UNFOLLOW_FAILED'>> {
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.run(async (repositories): Promise<FollowResult<'COLLECTION.UNFOLLOW_FAILED'>> => {
      const collection = await repositories.collections.ofId(input.collectionId);
      if (collection === null || !canSeeCollection(viewer, collection)) return fail(errors.notFound);
      if (!canFollowCollection(viewer, collection)) return fail(errors.unfollowCollectionFailed);
      await repositories.collections.unfollow(viewer.id, collection.id);
      return ok({ following: false });
    });
  }
}

/**
 * `collection.getFollowState`: whether the viewer follows a collection, so the follow button starts in the right
 * state. Nobody follows as an anonymous visitor.
 */
export class GetCollectionFollowState {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number },
  ): Promise<Result<{ following: boolean }, DomainError<'NOT_FOUND'>>> {
    return this.deps.uow.read(
      async (repositories): Promise<Result<{ following: boolean }, DomainError<'NOT_FOUND'>>> => {
        const collection = await repositories.collections.ofId(input.collectionId);
        if (collection === null || !canSeeCollection(viewer, collection)) return fail(errors.notFound);
        if (viewer === null) return ok({ following: false });
        return ok({ following: await repositories.collections.isFollowing(viewer.id, collection.id) });
      },
    );
  }
}
