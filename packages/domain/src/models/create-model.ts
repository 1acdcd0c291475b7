import { auditEntry } from '../moderation/audit-entry.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { storedName } from './authoring-rules.js';
import type { Model, ModelType } from './model.js';
import type { ModelVersion } from './model-version.js';
import { draftModel, draftVersion } from './new-model.js';
import { checkBaseModel } from './version-rules.js';

type CreateModelInput = {
  name: string;
  type: ModelType;
  description?: string;
  /** The first version's name and base model. */
  versionName: string;
  baseModel: string;
};

/**
 * Creates a model in Draft with its first version, owned by the viewer: the start of publishing (docs/uploads.md).
 * Files are added with `modelFile.create`, images with a post; publishing follows the usual rules. Muted and banned
 * accounts cannot create.
 */
export class CreateModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: CreateModelInput,
  ): Promise<Result<{ model: Model; version: ModelVersion }>> {
    if (viewer === null || viewer.banned) return fail(errors.signInRequired);
    if (viewer.muted) return fail(errors.muted);
    // The names' and base model's rules are the authoring ones (docs/authoring.md).
    const name = storedName(input.name);
    const versionName = storedName(input.versionName);
    const baseModel = checkBaseModel(input.baseModel.trim());
    if (name === null || versionName === null) {
      return fail(errors.invalidInput('A model needs a name and a version name of 1 to 255 characters.'));
    }
    if (!baseModel.ok) return baseModel;
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.create(
        draftModel({ name, type: input.type, description: input.description ?? '', userId: viewer.id }, now),
      );
      const version = await r.versions.create(
        draftVersion({ modelId: model.id, index: 0, name: versionName, baseModel: baseModel.value }, now),
      );
      await r.audit.append(
        auditEntry(viewer, 'model.create', { modelId: model.id, modelVersionId: version.id }, now, {
          name: model.name,
          type: model.type,
        }),
      );
      return ok({ model, version });
    });
  }
}
