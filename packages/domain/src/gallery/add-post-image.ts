import { auditEntry } from '../moderation/audit-entry.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import type { DecodedImage, ImageProblem } from '../ports/services.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Image } from './gallery.js';
import { loadPostToChange } from './post-access.js';
import { type ImageNsfwLevel, MAX_POST_IMAGES, postImageKey, postImageUrl } from './post-images.js';

type AddPostImageInput = { postId: number; uploadId: string; nsfwLevel?: ImageNsfwLevel };

type AddPostImageFailure =
  | AuthorizationFailure
  | DomainError<
      | 'UPLOAD.NOT_FOUND'
      | 'UPLOAD.INCOMPLETE'
      | 'UPLOAD.TYPE_MISMATCH'
      | 'IMAGE.NOT_AN_IMAGE'
      | 'IMAGE.TOO_MANY_PIXELS'
      | 'POST.TOO_MANY_IMAGES'
    >;

const PROBLEMS: Record<ImageProblem, DomainError<'IMAGE.NOT_AN_IMAGE' | 'IMAGE.TOO_MANY_PIXELS'>> = {
  notAnImage: errors.notAnImage,
  tooManyPixels: errors.imageTooLarge,
};

/**
 * Where a claimed upload's original bytes wait while the cleaned image is stored: outside `images/`, so the
 * original, metadata and all, is never served; it is removed as soon as the image row is committed or refused.
 */
const claimedOriginalKey = (uploadId: string): string => `claimed-images/${uploadId}`;

/**
 * `post.addImage`: a finished `Image` upload of the viewer becomes an image of the post. The bytes are decoded on
 * the server first (docs/uploads.md): what is not a JPEG, PNG or WebP image, or has too many pixels, is refused, and
 * a refusal changes nothing (the upload stays, to be used again). The image is stored re-encoded without its
 * metadata under its content key (`postImageKey`), its row written after the post's other images, the version's
 * NSFW level recomputed by a job queued in the same transaction, and the write audited. Only the post's author or a
 * moderator adds images, to a post they see (a draft: its author's and moderators' only).
 */
export class AddPostImage {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'uploads' | 'images' | 'files'>) {}

  async execute(viewer: Viewer, input: AddPostImageInput): Promise<Result<Image, AddPostImageFailure>> {
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read((r) =>
      loadPostToChange(r, viewer, input.postId, now, 'model.post'),
    );
    if (!loaded.ok) return loaded;
    const { post, model, version } = loaded.value;

    // Someone else's upload answers like a missing one (docs/adr/0007-hidden-equals-missing.md).
    const upload = await this.deps.uploads.ofId(input.uploadId);
    if (upload === null || viewer === null || upload.userId !== viewer.id) return fail(errors.uploadNotFound);
    if (!upload.complete) return fail(errors.uploadIncomplete);
    // The size limit was the declared type's: a model file's upload never becomes an image, nor the reverse.
    if (upload.type !== 'Image') return fail(errors.uploadTypeMismatch(upload.type));
    const decoded = await this.deps.images.decode({ uploadId: upload.id });
    if (decoded === null) return fail(errors.uploadNotFound);
    if ('problem' in decoded) return fail(PROBLEMS[decoded.problem]);
    if ((await this.deps.uow.read((r) => r.posts.imageCount(post.id))) >= MAX_POST_IMAGES)
      return fail(errors.tooManyPostImages);

    const originalKey = claimedOriginalKey(upload.id);
    if (!(await this.deps.uploads.claim(upload.id, originalKey))) return fail(errors.uploadNotFound);
    let storedKey: string | null = null;
    const store = async (
      r: Repositories,
      image: DecodedImage,
    ): Promise<Result<Image, AddPostImageFailure>> => {
      // The post may have gone, or filled up, while the bytes moved; then nothing is kept.
      if ((await r.posts.ofId(post.id)) === null) return fail(errors.notFound);
      if ((await r.posts.imageCount(post.id)) >= MAX_POST_IMAGES) return fail(errors.tooManyPostImages);
      const saved = await r.posts.addImage(post.id, {
        url: postImageUrl(image.contentKey, image.format),
        width: image.width,
        height: image.height,
        nsfwLevel: input.nsfwLevel ?? 1,
        hash: image.hash,
        tagIds: [],
        reactionCount: 0,
        meta: image.meta,
      });
      storedKey = postImageKey(image.contentKey, image.format);
      await this.deps.files.write(storedKey, image.bytes);
      // In the same transaction: the image and the recount of its version's NSFW level go together or not at all.
      await r.queue.enqueue('nsfwLevelUpdate', { modelVersionId: version.id });
      // Its AVIF and WebP variants are made ahead by a job; the image route makes any still missing on demand.
      await r.queue.enqueue('imageVariants', { imageId: saved.id });
      await r.audit.append(
        auditEntry(viewer, 'post.addImage', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
          imageId: saved.id,
        }),
      );
      return ok(saved);
    };
    const forgetStored = async () => {
      if (storedKey !== null) await this.deps.files.remove(storedKey);
    };
    const added = await this.deps.uow
      .run((r) => store(r, decoded))
      .catch(async (error: unknown) => {
        await forgetStored();
        await this.deps.files.remove(originalKey);
        throw error;
      });
    await this.deps.files.remove(originalKey);
    if (!added.ok) await forgetStored();
    return added;
  }
}
