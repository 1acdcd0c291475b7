import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { checkReviewRequest } from './review-request.js';

export type ReviewRequested = { message: string };

/** The owner's appeal text (the appeal form), kept with the request's audit entry for the moderators' queue. */
export const appealDetails = (message: string | null | undefined): Record<string, unknown> => {
  const text = message?.trim() ?? '';
  return text === '' ? {} : { message: text };
};

/**
 * `model.requestReview`: the owner of a model unpublished for a violation asks moderators to review it; refused while
 * a request is in progress (spec §4). The appeal form sends the owner's message with it.
 */
export class RequestModelReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; message?: string | null },
  ): Promise<Result<ReviewRequested>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.requestReview', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      const open = checkReviewRequest(model.meta);
      if (!open.ok) return open;

      await r.models.save({ ...model, meta: { ...model.meta, needsReview: true }, updatedAt: now });
      await r.audit.append(
        auditEntry(viewer, 'model.requestReview', { modelId: model.id }, now, appealDetails(input.message)),
      );
      return ok(model);
    });
    if (!result.ok) return result;
    await this.deps.notifier.notify(
      { moderators: true },
      {
        kind: 'reviewRequested',
        message: `Review requested for the model "${result.value.name}" (#${result.value.id}).`,
      },
    );
    return ok({ message: errors.reviewRequestSent });
  }
}
