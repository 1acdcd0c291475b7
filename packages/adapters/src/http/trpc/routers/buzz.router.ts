import { GetBuzzBalance, TIP_ENTITY_TYPES, TipUser } from '@atelier/domain';
import { z } from 'zod';
import { amount, id, idempotencyKey, noInput } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery, withIdempotencyKey } from '../use-case-procedure.js';

export const buzzRouter = router({
  tip: useCaseMutation(
    z.strictObject({
      toUserId: id,
      amount,
      entityType: z.enum(TIP_ENTITY_TYPES),
      entityId: id,
      idempotencyKey,
    }),
    TipUser,
    withIdempotencyKey,
  ),
  getBalance: useCaseQuery(noInput, GetBuzzBalance),
});
