import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelMeta } from './model.js';
import { saveShowcase } from './showcase.js';

/**
 * `model.setShowcaseCollection`: the owner (or a moderator) shows one of the owner's collections on the model page,
 * or none (`collectionId: null`). Someone else's collection answers like a missing one. Audited.
 */
export class SetShowcaseCollection {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; collectionId: number | null },
  ): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r): Promise<Result<{ id: number; meta: ModelMeta }>> => {
      const model = await loadAuthorizedModel(r, 'model.setShowcase', viewer, input.id, now);
      if (!model.ok) return model;
      if (input.collectionId !== null) {
        const collection = await r.collections.ofId(input.collectionId);
        if (collection === null || collection.userId !== model.value.userId) return fail(errors.notFound);
      }
      return ok(
        await saveShowcase(r, viewer, model.value, input.collectionId, 'model.setShowcaseCollection', now),
      );
    });
  }
}
