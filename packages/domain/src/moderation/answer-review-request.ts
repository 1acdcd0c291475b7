import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { PublishModel } from '../models/publish-model.js';
import { PublishVersion } from '../models/publish-version.js';
import { loadAuthorizedModel, loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';
import { requireModerator } from './moderator-workspace.js';

/** Which request: the model's, or (with `modelVersionId`) one version's. */
type RequestTarget = { modelId: number; modelVersionId?: number | null };
type OpenRequest = { model: Model; version: ModelVersion | null };

/** The open request: the model (or version) is in violation and its owner asked for a review. */
const loadOpenRequest = async (
  r: Repositories,
  viewer: Viewer,
  target: RequestTarget,
  now: Date,
): Promise<Result<OpenRequest>> => {
  if (target.modelVersionId === undefined || target.modelVersionId === null) {
    const loaded = await loadAuthorizedModel(r, 'model.answerReview', viewer, target.modelId, now);
    if (!loaded.ok) return loaded;
    const model = loaded.value;
    return model.status === 'UnpublishedViolation' && model.meta.needsReview
      ? ok({ model, version: null })
      : fail(errors.noReviewRequest);
  }
  const loaded = await loadAuthorizedVersion(
    r,
    'model.answerReview',
    viewer,
    target.modelVersionId,
    now,
    target.modelId,
  );
  if (!loaded.ok) return loaded;
  const { model, version } = loaded.value;
  return version.status === 'UnpublishedViolation' && version.meta.needsReview
    ? ok({ model, version })
    : fail(errors.noReviewRequest);
};

/**
 * `moderator.approveReviewRequest`: a moderator grants the owner's review request: the model (or the version) is
 * published again through the publish path, which audits it and clears the violation; the owner is notified.
 */
export class ApproveReviewRequest {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(viewer: Viewer, input: RequestTarget): Promise<Result<{ modelId: number }>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    const now = this.deps.clock.now();
    const open = await this.deps.uow.read((r) => loadOpenRequest(r, viewer, input, now));
    if (!open.ok) return open;
    const { model, version } = open.value;
    if (version === null) {
      // Publishing a violation a review was asked for notifies the owner ("reviewAnswered").
      const published = await new PublishModel(this.deps).execute(viewer, { id: model.id, versionIds: [] });
      return published.ok ? ok({ modelId: model.id }) : published;
    }
    const published = await new PublishVersion(this.deps).execute(viewer, { id: version.id });
    if (!published.ok) return published;
    await this.deps.notifier.notify(
      { userIds: [model.userId] },
      {
        kind: 'reviewAnswered',
        message: `Your review request for the version "${version.name}" of "${model.name}" was answered: a moderator published it again.`,
      },
    );
    return ok({ modelId: model.id });
  }
}

/**
 * `moderator.declineReviewRequest`: a moderator turns the request down with a message the owner reads; the model
 * stays unpublished and the owner may ask again. Audited and notified.
 */
export class DeclineReviewRequest {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: RequestTarget & { message: string },
  ): Promise<Result<{ modelId: number }>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    const message = input.message.trim();
    if (message === '')
      return fail(errors.invalidInput('Please tell the owner why the request is declined.'));
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r): Promise<Result<OpenRequest>> => {
      const open = await loadOpenRequest(r, viewer, input, now);
      if (!open.ok) return open;
      const { model, version } = open.value;
      if (version === null) {
        await r.models.save({ ...model, meta: { ...model.meta, needsReview: false }, updatedAt: now });
        await r.audit.append(
          auditEntry(viewer, 'model.declineReview', { modelId: model.id }, now, { message }),
        );
      } else {
        await r.versions.save({ ...version, meta: { ...version.meta, needsReview: false } });
        await r.audit.append(
          auditEntry(
            viewer,
            'modelVersion.declineReview',
            { modelId: model.id, modelVersionId: version.id },
            now,
            { message },
          ),
        );
      }
      return open;
    });
    if (!result.ok) return result;
    const { model, version } = result.value;
    const what = version === null ? `"${model.name}"` : `the version "${version.name}" of "${model.name}"`;
    await this.deps.notifier.notify(
      { userIds: [model.userId] },
      {
        kind: 'reviewAnswered',
        message: `Your review request for ${what} was declined: ${message}`,
      },
    );
    return ok({ modelId: model.id });
  }
}
