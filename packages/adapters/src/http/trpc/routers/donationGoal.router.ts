import { DonateToGoal } from '@atelier/domain';
import { z } from 'zod';
import { amount, id, idempotencyKey } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, withIdempotencyKey } from '../use-case-procedure.js';

export const donationGoalRouter = router({
  donate: useCaseMutation(
    z.strictObject({ donationGoalId: id, amount, idempotencyKey }),
    DonateToGoal,
    withIdempotencyKey,
  ),
});
