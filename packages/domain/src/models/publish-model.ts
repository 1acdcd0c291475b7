import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';
import {
  checkFilesScanned,
  publishDate,
  publishedModel,
  publishedVersion,
  versionsToPublish,
} from './publishing.js';

/** `model.publish`: publish now or on a date, or republish an unpublished model (spec §4). */
export class PublishModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; publishedAt?: Date | null; versionIds: number[] },
  ): Promise<Result<{ model: Model; versions: ModelVersion[] }>> {
    const now = this.deps.clock.now();
    const answered: { model: Model | null } = { model: null };
    const result = await this.deps.uow.run(async (r) => {
      answered.model = null;
      const loadedModel = await loadAuthorizedModel(r, 'model.publish', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      const date = publishDate(input.publishedAt, now);
      if (!date.ok) return date;
      const chosen = versionsToPublish(
        model,
        await r.versions.ofModel(model.id),
        input.versionIds,
        rolesOf(viewer, model.userId).includes('moderator'),
      );
      if (!chosen.ok) return chosen;
      const scanned = checkFilesScanned(
        await r.files.ofVersions(chosen.value.map((version) => version.id)),
        rolesOf(viewer, model.userId).includes('moderator'),
      );
      if (!scanned.ok) return scanned;

      const published = publishedModel(model, date.value, now);
      const versions = chosen.value.map((version) => publishedVersion(version, date.value, now));
      await r.models.save(published);
      for (const version of versions) await r.versions.save(version);
      await r.audit.append(
        auditEntry(viewer, 'model.publish', { modelId: model.id }, now, {
          from: model.status,
          status: published.status,
          publishedAt: date.value.toISOString(),
          versionIds: versions.map((version) => version.id),
        }),
      );
      // A moderator republishing a violation whose owner asked for a review answers that request.
      if (model.status === 'UnpublishedViolation' && model.meta.needsReview && viewer?.id !== model.userId) {
        answered.model = model;
      }
      return ok({ model: published, versions });
    });
    const owner = answered.model;
    if (result.ok && owner !== null) {
      await this.deps.notifier.notify(
        { userIds: [owner.userId] },
        {
          kind: 'reviewAnswered',
          message: `Your review request for "${owner.name}" was answered: a moderator published it again.`,
        },
      );
    }
    return result;
  }
}
