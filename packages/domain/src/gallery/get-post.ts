import { seesEverything } from '../models/visibility.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Image } from './gallery.js';
import { isPostAuthorOrModerator, isPostPublished, loadVisiblePost } from './post-access.js';

/** One image of the post page, with its tags' names. */
type PostPageImage = Image & { tags: { id: number; name: string }[] };

/** What `/posts/{postId}` shows: the post, its author, the resource it used, its review and its images in order. */
type PostPage = {
  id: number;
  title: string | null;
  /** Null for a draft (only its author and moderators get one). */
  publishedAt: Date | null;
  user: { id: number; username: string };
  /** The version the post is about and its model; null for a post outside any model. */
  resource: { modelId: number; modelName: string; modelVersionId: number; versionName: string } | null;
  /** The review this post belongs to, if any. */
  review: { id: number; recommended: boolean; details: string | null } | null;
  images: PostPageImage[];
  /** The reactions to all its images. */
  reactionCount: number;
  /** The viewer is its author or a moderator: the page offers Edit (the server decides again on each change). */
  canEdit: boolean;
};

/**
 * `post.get`: a post as its page shows it. A draft, a deleted post, or a post on a model or version the viewer may
 * not see answers exactly like a missing one. Images the model's owner hid from the gallery are left out for
 * everyone but the owner and moderators, as the image route refuses them.
 */
export class GetPost {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<PostPage, AuthorizationFailure>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const loaded = await loadVisiblePost(r, viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { post, place } = loaded.value;
      const hidden =
        place === null || seesEverything(viewer, place.model, now)
          ? []
          : (await r.gallerySettings.of(place.model.id)).hiddenImages;
      const images = (await r.posts.imagesInOrder(post.id)).filter((image) => !hidden.includes(image.id));
      const [author, review, tags] = await Promise.all([
        r.users.ofId(post.userId),
        post.reviewId === null ? null : r.reviews.ofId(post.reviewId),
        r.tags.ofIds([...new Set(images.flatMap((image) => image.tagIds))]),
      ]);
      const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
      return ok({
        id: post.id,
        title: post.title,
        publishedAt: isPostPublished(post, now) ? post.publishedAt : null,
        user: { id: post.userId, username: author?.username ?? '' },
        resource:
          place === null
            ? null
            : {
                modelId: place.model.id,
                modelName: place.model.name,
                modelVersionId: place.version.id,
                versionName: place.version.name,
              },
        review: review && { id: review.id, recommended: review.recommended, details: review.details },
        images: images.map((image) => ({
          ...image,
          tags: image.tagIds.flatMap((id) => {
            const name = tagName.get(id);
            return name === undefined ? [] : [{ id, name }];
          }),
        })),
        reactionCount: images.reduce((sum, image) => sum + image.reactionCount, 0),
        canEdit: isPostAuthorOrModerator(viewer, post),
      });
    });
  }
}
