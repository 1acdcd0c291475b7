import { AddPostImage, CreatePost, GetPosts, IMAGE_NSFW_LEVELS } from '@atelier/domain';
import { z } from 'zod';
import { id, int4, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** A tus upload id, as `/api/uploads` hands it out (docs/uploads.md). */
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, { error: 'Not an upload id' });

/**
 * The minimal post path that publishing needs (issue 14): a post on a version, its images from finished `Image`
 * uploads (decoded and cleaned on the server, docs/uploads.md), and the version's posts for the authoring wizard.
 */
export const postRouter = router({
  create: useCaseMutation(
    z.strictObject({ modelVersionId: id, title: text(1000).nullable().optional() }),
    CreatePost,
  ),
  addImage: useCaseMutation(
    z.strictObject({ postId: id, uploadId, nsfwLevel: z.literal(IMAGE_NSFW_LEVELS).optional() }),
    AddPostImage,
  ),
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
