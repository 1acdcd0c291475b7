import { CreateReport } from '@atelier/domain';
import { z } from 'zod';
import { id, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation } from '../use-case-procedure.js';

export const reportRouter = router({
  create: useCaseMutation(
    z.strictObject({
      entityType: z.enum(['model', 'modelVersion', 'image', 'comment', 'user']),
      entityId: id,
      reason: text(200),
      details: text(5000).nullish(),
    }),
    CreateReport,
  ),
});
