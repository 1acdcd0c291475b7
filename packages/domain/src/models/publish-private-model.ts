import { auditEntry } from '../moderation/audit-entry.js';
import { authorize } from '../permissions/authorize.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';
import { checkFilesScanned, isReadyToPublish, publishedModel, publishedVersion } from './publishing.js';

/**
 * `model.publishPrivateModel`: a private model becomes public, once and for good (spec §4). With `publishVersions`
 * the model and its ready versions are published now; without, the model and every version go to Draft.
 */
export class PublishPrivateModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { modelId: number; publishVersions: boolean },
  ): Promise<Result<{ model: Model; versions: ModelVersion[] }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.edit', viewer, input.modelId, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      if (model.availability !== 'Private') return fail(errors.privateModelIsPublic);
      const allowed = authorize('model.publishPrivate', viewer, model, now);
      if (!allowed.ok) return allowed;

      const versions = await r.versions.ofModel(model.id);
      const ready = versions.filter(
        (version) => version.status !== 'UnpublishedViolation' && isReadyToPublish(version),
      );
      if (input.publishVersions && ready.length === 0) return fail(errors.publishNotReady);
      if (input.publishVersions) {
        const scanned = checkFilesScanned(
          await r.files.ofVersions(ready.map((version) => version.id)),
          rolesOf(viewer, model.userId).includes('moderator'),
        );
        if (!scanned.ok) return scanned;
      }
      const publicModel: Model = input.publishVersions
        ? { ...publishedModel(model, now, now), availability: 'Public' }
        : { ...model, availability: 'Public', status: 'Draft', publishedAt: null, updatedAt: now };
      const changed = input.publishVersions
        ? ready.map((version) => publishedVersion(version, now, now))
        : versions.map((version): ModelVersion => ({ ...version, status: 'Draft', publishedAt: null }));
      await r.models.save(publicModel);
      for (const version of changed) await r.versions.save(version);
      await r.audit.append(
        auditEntry(viewer, 'model.publishPrivateModel', { modelId: model.id }, now, {
          publishVersions: input.publishVersions,
          versionIds: changed.map((version) => version.id),
        }),
      );
      return ok({ model: publicModel, versions: changed });
    });
  }
}
