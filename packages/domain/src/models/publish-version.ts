import { auditEntry } from '../moderation/audit-entry.js';
import { authorizeOnVersion } from '../permissions/authorize.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';
import { checkFilesScanned, publishDate, publishedVersion, versionsToPublish } from './publishing.js';

/**
 * `modelVersion.publish`: publish one version of a published (or scheduled) model now or on a date. An unpublished
 * model is published with `model.publish` and the version ids instead. A version already published stays as it is.
 */
export class PublishVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; publishedAt?: Date | null },
  ): Promise<Result<ModelVersion>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const version = await r.versions.ofId(input.id);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      if (version === null || model === null) return fail(errors.notFound);
      const allowed = authorizeOnVersion('model.publishVersion', viewer, model, version, now);
      if (!allowed.ok) return allowed;
      if (version.status === 'Published') return ok(version);
      const date = publishDate(input.publishedAt, now);
      if (!date.ok) return date;
      const chosen = versionsToPublish(
        model,
        [version],
        [version.id],
        rolesOf(viewer, model.userId).includes('moderator'),
      );
      if (!chosen.ok) return chosen;
      const scanned = checkFilesScanned(
        await r.files.ofVersion(version.id),
        rolesOf(viewer, model.userId).includes('moderator'),
      );
      if (!scanned.ok) return scanned;

      const published = publishedVersion(version, date.value, now);
      await r.versions.save(published);
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.publish', { modelId: model.id, modelVersionId: version.id }, now, {
          from: version.status,
          status: published.status,
          publishedAt: date.value.toISOString(),
        }),
      );
      return ok(published);
    });
  }
}
