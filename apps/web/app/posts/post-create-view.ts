import { errors, isSameSitePath, strictId } from '@atelier/domain';
import type { ModelPageAnswer, PageVersion } from '../model/model-types';

/** What `/posts/create` is asked for: the version to post on, whether it is a review post, where to go after. */
export type PostTarget = {
  modelId: number;
  versionId: number;
  /** `reviewing=true`: the post becomes the viewer's review post. */
  reviewing: boolean;
  /** `returnUrl` when it is a path on this site (anything else is ignored): where Publish leads. */
  returnUrl: string | null;
};

/** `/posts/create?modelId=&modelVersionId=` (the gallery's "Add Post"), with `reviewing=true` and `returnUrl`. */
export const postTargetFrom = (searchParams: URLSearchParams): PostTarget | null => {
  const modelId = strictId(searchParams.get('modelId'));
  const versionId = strictId(searchParams.get('modelVersionId'));
  if (modelId === null || versionId === null) return null;
  const returnUrl = searchParams.get('returnUrl');
  return {
    modelId,
    versionId,
    reviewing: searchParams.get('reviewing') === 'true',
    returnUrl: isSameSitePath(returnUrl) ? returnUrl : null,
  };
};

/**
 * The version a post goes on: one the viewer can see on the model's page. Whether they may post there is
 * `post.create`'s to decide, when the first image arrives.
 */
export const versionToPostOn = (page: ModelPageAnswer, versionId: number): PageVersion | null =>
  page.view === 'model'
    ? (page.versions.find((version) => version.id === versionId && !version.deletedAt) ?? null)
    : null;

/** The viewer's review of the version as `user.getEngagedModelVersions` tells it (the fields the page reads). */
type Engagement = {
  modelVersionId: number;
  review: { recommended: boolean } | null;
  reviewBlockedReason: string | null;
};

/** Where a review post stands before any image: linked to the review there is, a thumb to choose, or refused. */
export type ReviewStep =
  | { kind: 'existing'; recommended: boolean }
  | { kind: 'choose' }
  | { kind: 'blocked'; reason: string }
  | { kind: 'loading' };

/** The review step for this version (the server decides again, with the same rules, when the post is created). */
export const reviewStepOf = (versions: readonly Engagement[] | undefined, versionId: number): ReviewStep => {
  if (versions === undefined) return { kind: 'loading' };
  const engagement = versions.find((version) => version.modelVersionId === versionId);
  if (engagement?.review) return { kind: 'existing', recommended: engagement.review.recommended };
  if (engagement?.reviewBlockedReason) return { kind: 'blocked', reason: engagement.reviewBlockedReason };
  return engagement === undefined ? { kind: 'blocked', reason: errors.notFound.message } : { kind: 'choose' };
};
