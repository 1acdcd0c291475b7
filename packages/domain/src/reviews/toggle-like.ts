import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** `reaction.toggleLike`: the viewer likes (recommends) a version, or stops. */
export class ToggleLike {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { modelId: number; modelVersionId: number; setTo: boolean },
  ): Promise<Result<{ liked: boolean }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<{ liked: boolean }>> => {
      if (viewer === null) return fail(errors.signInRequired);
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.like',
        viewer,
        input.modelVersionId,
        now,
        input.modelId,
      );
      if (!loaded.ok) return loaded;
      await repositories.reactions.setLiked(viewer.id, input.modelId, input.modelVersionId, input.setTo);
      return ok({ liked: input.setTo });
    });
  }
}
