import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { AuditEntry } from './audit.js';
import {
  MODERATOR_QUEUE_LIMIT,
  type QueueModel,
  type QueuePage,
  queueModels,
  requireModerator,
} from './moderator-workspace.js';

/** An owner's open request to review a model (or one version) unpublished for a violation. */
export type ReviewRequestItem = {
  level: 'model' | 'version';
  model: QueueModel;
  version: { id: number; name: string } | null;
  /** Why it was unpublished, and the moderator's message to the owner then. */
  reason: string | null;
  customMessage: string | null;
  /** What the owner wrote in the appeal form, when they wrote something. */
  appeal: string | null;
  requestedAt: Date | null;
};

/** The latest request entry of the model (or of the version), which carries the appeal text. */
const latestRequest = (entries: readonly AuditEntry[], versionId: number | null): AuditEntry | null =>
  entries
    .filter((entry) =>
      versionId === null
        ? entry.action === 'model.requestReview'
        : entry.action === 'modelVersion.requestReview' && entry.modelVersionId === versionId,
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0] ?? null;

type Pending = { model: Model; version: ModelVersion | null };

/**
 * `moderator.getReviewRequests`: the open review requests, oldest request first (the queue is worked in order), at
 * most `MODERATOR_QUEUE_LIMIT`. Moderators only.
 */
export class ListReviewRequests {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    _input: Record<string, never> = {},
  ): Promise<Result<QueuePage<ReviewRequestItem>>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    return this.deps.uow.read(async (r) => {
      const { models, versions } = await r.moderationQueue.violations();
      const modelsById = new Map(models.map((model) => [model.id, model]));
      const parents = await r.models.ofIds(
        [...new Set(versions.map((version) => version.modelId))].filter((id) => !modelsById.has(id)),
      );
      const parentOf = new Map(parents.map((model) => [model.id, model]));
      const pending: Pending[] = [
        ...models.filter((model) => model.meta.needsReview).map((model) => ({ model, version: null })),
        ...versions.flatMap((version) => {
          const model = parentOf.get(version.modelId);
          // A version of a model in violation is answered with its model: the request is model-level then.
          return version.meta.needsReview && model !== undefined && model.status !== 'UnpublishedViolation'
            ? [{ model, version }]
            : [];
        }),
      ];
      const rows = await Promise.all(
        pending.map(async ({ model, version }) => ({
          model,
          version,
          request: latestRequest(await r.audit.ofModel(model.id), version?.id ?? null),
        })),
      );
      rows.sort(
        (a, b) =>
          (a.request?.createdAt.getTime() ?? 0) - (b.request?.createdAt.getTime() ?? 0) ||
          a.model.id - b.model.id,
      );
      const shown = rows.slice(0, MODERATOR_QUEUE_LIMIT);
      const named = await queueModels(
        r.users,
        shown.map((row) => row.model),
      );
      const items = shown.map(({ model, version, request }): ReviewRequestItem => {
        const meta = version === null ? model.meta : version.meta;
        const appeal = request?.details.message;
        return {
          level: version === null ? 'model' : 'version',
          model: named.get(model.id) as QueueModel,
          version: version === null ? null : { id: version.id, name: version.name },
          reason: meta.unpublishedReason,
          customMessage: meta.customMessage,
          appeal: typeof appeal === 'string' ? appeal : null,
          requestedAt: request?.createdAt ?? null,
        };
      });
      return ok({ items, total: rows.length, hasMore: rows.length > shown.length });
    });
  }
}
