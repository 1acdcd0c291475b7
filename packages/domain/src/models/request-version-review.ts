import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { appealDetails, type ReviewRequested } from './request-model-review.js';
import { checkReviewRequest, reviewRequestLevel } from './review-request.js';

/**
 * `modelVersion.requestReview`: the owner asks moderators to review a version unpublished for a violation when the
 * model itself is not in violation (then the request is model-level); refused while one is in progress.
 */
export class RequestVersionReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; message?: string | null },
  ): Promise<Result<ReviewRequested>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.requestVersionReview', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      if (reviewRequestLevel(model, version) !== 'version') return fail(errors.forbidden);
      const open = checkReviewRequest(version.meta);
      if (!open.ok) return open;

      await r.versions.save({ ...version, meta: { ...version.meta, needsReview: true } });
      await r.audit.append(
        auditEntry(
          viewer,
          'modelVersion.requestReview',
          { modelId: model.id, modelVersionId: version.id },
          now,
          appealDetails(input.message),
        ),
      );
      return ok({ model, version });
    });
    if (!result.ok) return result;
    const { model, version } = result.value;
    await this.deps.notifier.notify(
      { moderators: true },
      {
        kind: 'reviewRequested',
        message: `Review requested for the version "${version.name}" (#${version.id}) of "${model.name}" (#${model.id}).`,
      },
    );
    return ok({ message: errors.reviewRequestSent });
  }
}
