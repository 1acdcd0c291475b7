import {
  BUZZ_HISTORY_MAX_PAGE,
  ClaimDailyReward,
  GetBuzzBalance,
  GetBuzzHistory,
  GetBuzzWays,
  RedeemVoucher,
  TIP_ENTITY_TYPES,
  TipUser,
} from '@atelier/domain';
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
  /** The viewer's ledger entries, newest first; `before` is the previous page's `nextBefore`. */
  getHistory: useCaseQuery(
    z
      .strictObject({
        before: id.nullish(),
        limit: z.number().int().min(1).max(BUZZ_HISTORY_MAX_PAGE).optional(),
      })
      .optional(),
    GetBuzzHistory,
    (input) => input ?? {},
  ),
  getWays: useCaseQuery(noInput, GetBuzzWays),
  /** The code is judged by the use case (an unreadable one is `BUZZ.VOUCHER_UNKNOWN`); only its length is bounded. */
  redeemVoucher: useCaseMutation(z.strictObject({ code: z.string().max(64) }), RedeemVoucher),
  claimDailyReward: useCaseMutation(noInput, ClaimDailyReward),
});
