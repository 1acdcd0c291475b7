import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import { rolesOf } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { isVersionNews, type VersionAnnouncement, versionAnnouncement } from './announce-version.js';
import type { ModelVersion } from './model-version.js';
import { checkFilesScanned, publishDate, publishedVersion, versionsToPublish } from './publishing.js';

/**
 * `modelVersion.publish`: publish one version of a published (or scheduled) model now or on a date. An unpublished
 * model is published with `model.publish` and the version ids instead. A version already published stays as it is.
 * A new version of a public model is announced once committed (`isVersionNews`): the one place versions become news.
 */
export class PublishVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; publishedAt?: Date | null },
  ): Promise<Result<ModelVersion>> {
    const now = this.deps.clock.now();
    let announcement: VersionAnnouncement | null = null;
    const result = await this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.publishVersion', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
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
      if (viewer !== null && isVersionNews(model, version, published, now)) {
        announcement = await versionAnnouncement(r, model, published, viewer.id);
      }
      return ok(published);
    });
    if (result.ok && announcement !== null) {
      const { recipients, notification } = announcement;
      await this.deps.notifier.notify(recipients, notification);
    }
    return result;
  }
}
