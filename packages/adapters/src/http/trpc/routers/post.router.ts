import {
  AddPostImage,
  CreatePost,
  DeletePost,
  GetPost,
  GetPosts,
  IMAGE_NSFW_LEVELS,
  MAX_IMAGE_TAGS,
  MAX_POST_IMAGES,
  RemovePostImage,
  UpdatePost,
} from '@atelier/domain';
import { z } from 'zod';
import { id, int4, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** A tus upload id, as `/api/uploads` hands it out (docs/uploads.md). */
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, { error: 'Not an upload id' });

const title = text(1000).nullable().optional();
const nsfwLevel = z.literal(IMAGE_NSFW_LEVELS);

/** One image as the post editor saves it; its place in the list is its place in the post. */
const imageChange = z.strictObject({
  id,
  nsfwLevel,
  tags: z.array(text(100)).max(MAX_IMAGE_TAGS),
});

/**
 * Posts (docs/posts.md): a post on a version, as a draft or published at once, optionally the viewer's review post;
 * its images from finished `Image` uploads (decoded and cleaned on the server, docs/uploads.md); its page; the
 * editor's save (title, order, NSFW levels, tags, publish); removing an image; deleting the post. And the version's
 * posts for the authoring wizard.
 */
export const postRouter = router({
  create: useCaseMutation(
    z.strictObject({
      modelVersionId: id,
      title,
      publish: z.boolean().optional(),
      reviewing: z.boolean().optional(),
      recommended: z.boolean().optional(),
    }),
    CreatePost,
  ),
  addImage: useCaseMutation(
    z.strictObject({ postId: id, uploadId, nsfwLevel: nsfwLevel.optional() }),
    AddPostImage,
  ),
  get: useCaseQuery(z.strictObject({ id }), GetPost),
  update: useCaseMutation(
    z.strictObject({
      id,
      title,
      publish: z.literal(true).optional(),
      images: z.array(imageChange).max(MAX_POST_IMAGES).optional(),
    }),
    UpdatePost,
  ),
  removeImage: useCaseMutation(z.strictObject({ postId: id, imageId: id }), RemovePostImage),
  delete: useCaseMutation(z.strictObject({ id }), DeletePost),
  getInfinite: useCaseQuery(
    z.strictObject({
      modelVersionId: id,
      userId: id.optional(),
      limit: int4.optional(),
      cursor: id.nullable().optional(),
    }),
    GetPosts,
  ),
});
