import { CreateModelFile, DeleteModelFile, FILE_FORMATS, FILE_TYPES, UpdateModelFile } from '@atelier/domain';
import { z } from 'zod';
import { id, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation } from '../use-case-procedure.js';

/** A tus upload id, as `/api/uploads` hands it out (docs/uploads.md). */
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, { error: 'Not an upload id' });
const size = z.enum(['full', 'pruned']);
const fp = z.enum(['fp32', 'fp16', 'bf16', 'fp8', 'nf4']);

/** Creators' files: link a finished upload to a version, describe it, remove it (docs/uploads.md). */
export const modelFileRouter = router({
  create: useCaseMutation(
    z.strictObject({
      modelVersionId: id,
      uploadId,
      type: z.enum(FILE_TYPES),
      metadata: z
        .strictObject({ format: z.enum(FILE_FORMATS).optional(), size: size.optional(), fp: fp.optional() })
        .optional(),
      name: text(255).min(1).optional(),
    }),
    CreateModelFile,
  ),
  update: useCaseMutation(
    z.strictObject({
      id,
      type: z.enum(FILE_TYPES).optional(),
      metadata: z.strictObject({ size: size.optional(), fp: fp.optional() }).optional(),
      name: text(255).min(1).optional(),
      visibility: z.enum(['Public', 'Private']).optional(),
    }),
    UpdateModelFile,
  ),
  delete: useCaseMutation(z.strictObject({ id }), DeleteModelFile),
});
