import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  MODERATOR_QUEUE_LIMIT,
  type QueueModel,
  type QueuePage,
  queueModels,
  requireModerator,
} from './moderator-workspace.js';

export type ViolationItem = {
  model: QueueModel;
  reason: string | null;
  customMessage: string | null;
  reviewRequested: boolean;
  updatedAt: Date;
};

/**
 * `moderator.getModelsInViolation`: models unpublished for a violation (not deleted), most recently changed first,
 * `MODERATOR_QUEUE_LIMIT` a page (keyset: the models changed before the last one shown, by `before` = its id).
 * Moderators only.
 */
export class ListModelsInViolation {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { before?: number | null },
  ): Promise<Result<QueuePage<ViolationItem>>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    return this.deps.uow.read(async (r) => {
      const all = (await r.moderationQueue.violations()).models.sort(
        (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
      );
      const start = input.before == null ? 0 : all.findIndex((model) => model.id === input.before) + 1;
      const shown = all.slice(start, start + MODERATOR_QUEUE_LIMIT);
      const named = await queueModels(r.users, shown);
      return ok({
        items: shown.map((model) => ({
          model: named.get(model.id) as QueueModel,
          reason: model.meta.unpublishedReason,
          customMessage: model.meta.customMessage,
          reviewRequested: model.meta.needsReview,
          updatedAt: model.updatedAt,
        })),
        total: all.length,
        hasMore: start + shown.length < all.length,
      });
    });
  }
}
