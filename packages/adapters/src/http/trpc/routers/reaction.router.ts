import { ToggleLike } from '@atelier/domain';
import { z } from 'zod';
import { id } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation } from '../use-case-procedure.js';

export const reactionRouter = router({
  toggleLike: useCaseMutation(
    z.strictObject({ modelId: id, modelVersionId: id, setTo: z.boolean() }),
    ToggleLike,
  ),
});
