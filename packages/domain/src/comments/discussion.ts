import { effectiveAccess, isEarlyAccessActive } from '../early-access/early-access.js';
import type { Model } from '../models/model.js';
import { visibleVersions } from '../models/visibility.js';
import { authorize } from '../permissions/authorize.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Comment } from '../social/social.js';
import { canComment } from '../social/social-rules.js';
import type { Viewer } from '../users/user.js';
import type { CommentGate } from './comment.js';
import { isCommentVisibleTo } from './comment-rules.js';

/** A model's discussion as one viewer meets it: the model, the §5 gate, and whether it takes writes at all. */
export type Discussion = {
  model: Model;
  /** `canComment` (spec §5), then whether the viewer may act on this model at all (§6 `model.comment`). */
  gate: Result<null>;
  /** The site is writable (`canWrite`). */
  canWrite: boolean;
  /** Writable and neither the model nor its discussion is locked. */
  writable: boolean;
};

type DiscussionDeps = Pick<Deps, 'clock' | 'flags' | 'productName'>;

/** Whether every version the viewer sees is in early access, and whether the viewer bought access to one. */
const earlyAccessOf = async (r: Repositories, viewer: Viewer, model: Model, now: Date) => {
  const versions = visibleVersions(viewer, model, await r.versions.ofModel(model.id), now);
  const allVersionsInEarlyAccess = versions.length > 0 && versions.every((v) => isEarlyAccessActive(v, now));
  if (!allVersionsInEarlyAccess || viewer === null)
    return { allVersionsInEarlyAccess, hasEarlyAccess: false };
  const bought = await r.earlyAccessPurchases.accessOfVersions(
    viewer.id,
    versions.map((v) => v.id),
  );
  const hasEarlyAccess = [...bought.values()].some((access) => {
    const effective = effectiveAccess(access);
    return effective.download || effective.generation;
  });
  return { allVersionsInEarlyAccess, hasEarlyAccess };
};

/** Loads the discussion of a model the viewer may see (a hidden model answers like a missing one). */
export const loadDiscussion = async (
  r: Repositories,
  deps: DiscussionDeps,
  viewer: Viewer,
  modelId: number,
): Promise<Result<Discussion>> => {
  const now = deps.clock.now();
  const loaded = await loadAuthorizedModel(r, 'model.view', viewer, modelId, now);
  if (!loaded.ok) return loaded;
  const model = loaded.value;
  const canWrite = deps.flags.isOn('canWrite');
  const locked = model.locked || model.meta.commentsLocked;
  const gate = canComment(viewer, {
    canWrite,
    commentsLocked: locked,
    ...(await earlyAccessOf(r, viewer, model, now)),
    product: deps.productName,
  });
  return ok({
    model,
    gate: gate.ok ? authorize('model.comment', viewer, model, now) : gate,
    canWrite,
    writable: canWrite && !locked,
  });
};

/** The gate as the page shows it. */
export const gateView = (gate: Result<null>): CommentGate =>
  gate.ok ? { open: true } : { open: false, code: gate.error.code, message: gate.error.message };

/**
 * Loads a comment the viewer sees and the discussion it belongs to; a deleted comment, or a hidden one for anyone but
 * a moderator, answers like a missing one.
 */
export const loadCommentInDiscussion = async (
  r: Repositories,
  deps: DiscussionDeps,
  viewer: Viewer,
  commentId: number,
): Promise<Result<{ comment: Comment; discussion: Discussion }>> => {
  const comment = await r.comments.ofId(commentId);
  if (comment === null || !isCommentVisibleTo(viewer, comment)) return fail(errors.notFound);
  const discussion = await loadDiscussion(r, deps, viewer, comment.modelId);
  if (!discussion.ok) return discussion;
  return ok({ comment, discussion: discussion.value });
};
