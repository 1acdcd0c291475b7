import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { isVersionVisible } from '../models/visibility.js';
import { type AuthorizationFailure, authorizeOnVersion } from '../permissions/authorize.js';
import { isAllowed, type PolicyModel, rolesOf } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Post } from './gallery.js';

/** Out for everyone: published at a moment that has passed. A post without `publishedAt` is its author's draft. */
export const isPostPublished = (post: Pick<Post, 'publishedAt'>, now: Date): boolean =>
  post.publishedAt !== null && post.publishedAt <= now;

/** The post's author or a moderator (a banned account is neither): who sees its draft and changes it. */
export const isPostAuthorOrModerator = (viewer: Viewer, post: Pick<Post, 'userId'>): boolean =>
  rolesOf(viewer, post.userId).some((role) => role === 'owner' || role === 'moderator');

/**
 * Whether this viewer may see a post: a draft only its author and moderators, and any post only when the viewer
 * may see its model and version (`model.view`, which hides models of deleted or banned authors). A post outside any
 * model has nothing else to ask. Posts hidden with a deletion are never loaded (`Posts.ofId`).
 */
export const canSeePost = (
  viewer: Viewer,
  post: Pick<Post, 'userId' | 'publishedAt'>,
  place: { model: PolicyModel; version: Pick<ModelVersion, 'status' | 'publishedAt'> } | null,
  now: Date,
): boolean =>
  (isPostPublished(post, now) || isPostAuthorOrModerator(viewer, post)) &&
  (place === null ||
    (isAllowed('model.view', viewer, place.model, now) &&
      isVersionVisible(place.version, viewer, place.model, now)));

type PostOnVersion = { post: Post; model: Model; version: ModelVersion };

/** A post with its version and model when the viewer may see it; anything else answers like a missing post. */
export const loadVisiblePost = async (
  r: Pick<Repositories, 'posts' | 'models' | 'versions'>,
  viewer: Viewer,
  postId: number,
  now: Date,
): Promise<
  Result<{ post: Post; place: { model: Model; version: ModelVersion } | null }, AuthorizationFailure>
> => {
  const post = await r.posts.ofId(postId);
  if (post === null) return fail(errors.notFound);
  if (post.modelVersionId === null)
    return canSeePost(viewer, post, null, now) ? ok({ post, place: null }) : fail(errors.notFound);
  const version = await r.versions.ofId(post.modelVersionId);
  const model = version === null ? null : await r.models.ofId(version.modelId);
  if (version === null || model === null || !canSeePost(viewer, post, { model, version }, now))
    return fail(errors.notFound);
  return ok({ post, place: { model, version } });
};

/**
 * A post the viewer may change: one they see, on a version, of which they are the author or a moderator, and that
 * `action` allows on its model. `model.post` for what adds or edits content (muted users may not post, spec §5;
 * moderators not on a deleted model), `model.view` for taking content down (a muted author may still remove their
 * own post, as they may their review).
 */
export const loadPostToChange = async (
  r: Pick<Repositories, 'posts' | 'models' | 'versions'>,
  viewer: Viewer,
  postId: number,
  now: Date,
  action: 'model.post' | 'model.view',
): Promise<Result<PostOnVersion, AuthorizationFailure>> => {
  const loaded = await loadVisiblePost(r, viewer, postId, now);
  if (!loaded.ok) return loaded;
  const { post, place } = loaded.value;
  if (place === null) return fail(errors.notFound);
  const allowed = authorizeOnVersion(action, viewer, place.model, place.version, now);
  if (!allowed.ok) return allowed;
  if (viewer === null) return fail(errors.signInRequired);
  if (!isPostAuthorOrModerator(viewer, post)) return fail(errors.forbidden);
  return ok({ post, ...place });
};
