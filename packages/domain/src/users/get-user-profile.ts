import { type ModelCover, modelCovers } from '../gallery/model-covers.js';
import type { Model } from '../models/model.js';
import { hiddenBySettings } from '../models/visibility.js';
import { isAccountShown, isAllowed } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { viewerBrowsingLevel } from './account-settings.js';
import type { Viewer } from './user.js';

type ProfileModel = Pick<Model, 'id' | 'name' | 'type' | 'publishedAt' | 'rank'> & {
  /** Its picture (`modelCovers`); null when its gallery shows nothing. */
  cover: ModelCover | null;
};

type UserProfile = { id: number; username: string; models: ProfileModel[] };

const newestFirst = (a: Model, b: Model): number =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id;

/**
 * `user.getProfile`: a user's public profile — who they are and the models of theirs this viewer may see (the
 * model page's own rules: visibility by role and state, then the viewer's poi/minor settings), newest first.
 * Accounts people lists do not show (`isAccountShown`: deleted, and banned for all but moderators) are not found.
 */
export class GetUserProfile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { username: string }): Promise<Result<UserProfile>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<UserProfile>> => {
      const user = await repositories.users.ofUsername(input.username);
      if (user === null || !isAccountShown(viewer, user)) return fail(errors.notFound);
      const models = (await repositories.models.ofUser(user.id))
        .filter(
          (model) => isAllowed('model.view', viewer, model, now) && hiddenBySettings(viewer, model) === null,
        )
        .sort(newestFirst);
      const covers = await modelCovers(
        repositories,
        models.map((model) => model.id),
        viewerBrowsingLevel(viewer),
      );
      return ok({
        id: user.id,
        username: user.username,
        models: models.map(({ id, name, type, publishedAt, rank }) => ({
          id,
          name,
          type,
          publishedAt,
          rank,
          cover: covers.get(id) ?? null,
        })),
      });
    });
  }
}
