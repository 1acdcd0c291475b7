import { isCommentVisibleTo } from '../comments/comment-rules.js';
import { loadAuthorizedModel, loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Report } from './social.js';

type ReportInput = Pick<Report, 'entityType' | 'entityId' | 'reason'> & { details?: string | null };

/**
 * A reported model or version must be one the viewer may report, a reported comment one they see on such a model;
 * a reported user must exist.
 */
const checkReportable = async (
  repositories: Repositories,
  viewer: Viewer,
  input: ReportInput,
  now: Date,
): Promise<Result<unknown>> => {
  switch (input.entityType) {
    case 'model':
      return loadAuthorizedModel(repositories, 'model.report', viewer, input.entityId, now);
    case 'modelVersion':
      return loadAuthorizedVersion(repositories, 'model.report', viewer, input.entityId, now);
    case 'comment': {
      const comment = await repositories.comments.ofId(input.entityId);
      if (comment === null || !isCommentVisibleTo(viewer, comment)) return fail(errors.notFound);
      return loadAuthorizedModel(repositories, 'model.report', viewer, comment.modelId, now);
    }
    case 'user':
      return (await repositories.users.ofId(input.entityId)) === null ? fail(errors.notFound) : ok(null);
    default:
      return ok(null);
  }
};

/** `report.create`: a signed-in user reports a model, version, image, comment or user with a reason. */
export class CreateReport {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: ReportInput): Promise<Result<Report>> {
    if (viewer === null) return fail(errors.signInRequired);
    const reason = input.reason.trim();
    if (reason === '') return fail(errors.invalidInput('Please choose a reason for the report.'));
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<Report>> => {
      const reportable = await checkReportable(repositories, viewer, input, now);
      if (!reportable.ok) return reportable;
      const details = input.details?.trim() ?? '';
      const report = await repositories.reports.create({
        reporterId: viewer.id,
        entityType: input.entityType,
        entityId: input.entityId,
        reason,
        details: details === '' ? null : details,
        createdAt: now,
      });
      return ok(report);
    });
  }
}
