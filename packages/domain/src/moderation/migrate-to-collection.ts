import type { ModelMeta } from '../models/model.js';
import { saveShowcase } from '../models/showcase.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/**
 * `model.migrateToCollection`: a moderator moves the model into an existing collection (anyone's): the model is
 * added to it and the collection becomes the model's showcase. Audited.
 */
export class MigrateToCollection {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; collectionId: number },
  ): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r): Promise<Result<{ id: number; meta: ModelMeta }>> => {
      const model = await loadAuthorizedModel(r, 'model.migrateToCollection', viewer, input.id, now);
      if (!model.ok) return model;
      const collection = await r.collections.ofId(input.collectionId);
      if (collection === null) return fail(errors.notFound);
      await r.collections.addModel(collection.id, model.value.id);
      return ok(await saveShowcase(r, viewer, model.value, collection.id, 'model.migrateToCollection', now));
    });
  }
}
