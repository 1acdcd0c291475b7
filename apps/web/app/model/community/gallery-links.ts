import type { PageVersion } from '../model-types';

type Page = { model: { id: number }; viewer: { can: Record<'model.post' | 'model.review', boolean> } };
type Viewer = { isMember: boolean; isModerator: boolean } | null;

const signInFirst = (href: string) => `/login?returnUrl=${encodeURIComponent(href)}`;

/**
 * Where the gallery's "Add Post" and "Add Review" lead (spec §5): anonymous visitors sign in first; muted users get
 * neither; a review waits for the end of early access unless the viewer is a member or a moderator.
 */
export function galleryLinks(page: Page, version: Pick<PageVersion, 'id' | 'inEarlyAccess'>, viewer: Viewer) {
  const addPost = `/posts/create?modelId=${page.model.id}&modelVersionId=${version.id}`;
  const addReview = `${addPost}&reviewing=true`;
  if (viewer === null) return { addPostHref: signInFirst(addPost), addReviewHref: signInFirst(addReview) };
  const reviewOpen = !version.inEarlyAccess || viewer.isMember || viewer.isModerator;
  return {
    ...(page.viewer.can['model.post'] ? { addPostHref: addPost } : {}),
    ...(page.viewer.can['model.review'] && reviewOpen ? { addReviewHref: addReview } : {}),
  };
}
