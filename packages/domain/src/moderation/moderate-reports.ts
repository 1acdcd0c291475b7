import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Report } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';
import { MODERATOR_QUEUE_LIMIT, type QueuePage, requireModerator } from './moderator-workspace.js';
import { UnpublishForViolation } from './unpublish-for-violation.js';

/** What a report is about, as the queue names it; `modelId` is the model it concerns, when it concerns one. */
type ReportTarget = {
  entityType: Report['entityType'];
  entityId: number;
  label: string;
  modelId: number | null;
  /** The owner of that model, or the reported user. */
  userId: number | null;
};

export type ReportItem = {
  id: number;
  reason: string;
  details: string | null;
  createdAt: Date;
  reporter: { id: number; username: string | null };
  target: ReportTarget;
};

/** Names what the report is about; a target that is gone is still named by its kind and id. */
const targetOf = async (r: Repositories, report: Report): Promise<ReportTarget> => {
  const base = { entityType: report.entityType, entityId: report.entityId };
  const ofModel = async (modelId: number, prefix: string): Promise<ReportTarget> => {
    const model = await r.models.ofId(modelId);
    return model === null
      ? { ...base, label: `${prefix}model #${modelId}`, modelId, userId: null }
      : { ...base, label: `${prefix}${model.name}`, modelId, userId: model.userId };
  };
  switch (report.entityType) {
    case 'model':
      return ofModel(report.entityId, '');
    case 'modelVersion': {
      const version = await r.versions.ofId(report.entityId);
      return version === null
        ? { ...base, label: `Version #${report.entityId}`, modelId: null, userId: null }
        : ofModel(version.modelId, `${version.name} of `);
    }
    case 'comment': {
      const comment = await r.comments.ofId(report.entityId);
      return comment === null
        ? { ...base, label: `Comment #${report.entityId}`, modelId: null, userId: null }
        : ofModel(comment.modelId, `A comment on `);
    }
    case 'user': {
      const user = await r.users.ofId(report.entityId);
      return {
        ...base,
        label: user?.username ?? `User #${report.entityId}`,
        modelId: null,
        userId: user?.id ?? null,
      };
    }
    default:
      return { ...base, label: `Image #${report.entityId}`, modelId: null, userId: null };
  }
};

/**
 * `moderator.getReports`: the open reports, oldest first, `MODERATOR_QUEUE_LIMIT` a page (keyset: the ids after
 * `after`). Moderators only.
 */
export class ListReports {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { after?: number | null }): Promise<Result<QueuePage<ReportItem>>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    return this.deps.uow.read(async (r) => {
      const page = await r.reports.open({ limit: MODERATOR_QUEUE_LIMIT + 1, after: input.after ?? null });
      const shown = page.slice(0, MODERATOR_QUEUE_LIMIT);
      const reporters = await r.users.ofIds([...new Set(shown.map((report) => report.reporterId))]);
      const usernames = new Map(
        reporters.filter((user) => user.deletedAt === null).map((user) => [user.id, user.username]),
      );
      const items: ReportItem[] = [];
      for (const report of shown) {
        items.push({
          id: report.id,
          reason: report.reason,
          details: report.details,
          createdAt: report.createdAt,
          reporter: { id: report.reporterId, username: usernames.get(report.reporterId) ?? null },
          target: await targetOf(r, report),
        });
      }
      return ok({ items, total: await r.reports.countOpen(), hasMore: page.length > shown.length });
    });
  }
}

export const REPORT_OUTCOMES = ['resolve', 'dismiss'] as const;
type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

type ResolveReportInput = {
  id: number;
  outcome: ReportOutcome;
  /** Act on the target too: unpublish the model it concerns as a violation, with the report's reason. */
  unpublish?: boolean;
  /** The moderator's private note: kept with the report and the model's history, never shown to the owner. */
  note?: string | null;
};

/**
 * `moderator.resolveReport`: a moderator closes an open report, as resolved (optionally unpublishing the model it
 * concerns as a violation, through the moderators' own action) or dismissed. The reporter is told the outcome; a
 * report about a model enters that model's history.
 */
export class ResolveReport {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(viewer: Viewer, input: ResolveReportInput): Promise<Result<Report>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    const note = input.note?.trim() || null;
    const found = await this.deps.uow.read(async (r) => {
      const report = await r.reports.ofId(input.id);
      return report === null ? null : { report, target: await targetOf(r, report) };
    });
    if (found === null) return fail(errors.notFound);
    if (found.report.status !== 'Open') return fail(errors.reportAlreadyClosed);
    const { target } = found;
    if (input.unpublish === true) {
      if (input.outcome !== 'resolve' || target.modelId === null) return fail(errors.reportActionNeedsModel);
      const unpublished = await new UnpublishForViolation(this.deps).execute(viewer, {
        id: target.modelId,
        reason: found.report.reason,
      });
      if (!unpublished.ok) return unpublished;
    }
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r): Promise<Result<Report>> => {
      const report = await r.reports.ofId(input.id);
      if (report === null) return fail(errors.notFound);
      if (report.status !== 'Open') return fail(errors.reportAlreadyClosed);
      const closed: Report = {
        ...report,
        status: input.outcome === 'resolve' ? 'Resolved' : 'Dismissed',
        resolvedAt: now,
        resolvedBy: moderator.value.id,
        resolutionNote: note,
      };
      await r.reports.save(closed);
      if (target.modelId !== null && (await r.models.ofId(target.modelId)) !== null) {
        await r.audit.append(
          auditEntry(viewer, 'model.resolveReport', { modelId: target.modelId }, now, {
            reportId: report.id,
            reason: report.reason,
            status: closed.status,
            unpublished: input.unpublish === true,
            ...(note === null ? {} : { note }),
          }),
        );
      }
      return ok(closed);
    });
    if (!result.ok) return result;
    await this.deps.notifier.notify(
      { userIds: [result.value.reporterId] },
      {
        kind: 'reportResolved',
        message:
          result.value.status === 'Resolved'
            ? `Thank you for your report about "${target.label}". A moderator reviewed it and took action.`
            : `Thank you for your report about "${target.label}". A moderator reviewed it and found nothing to act on.`,
      },
    );
    return result;
  }
}
