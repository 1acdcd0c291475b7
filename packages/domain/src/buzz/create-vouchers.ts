import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type AccountActor, authorizeAccountAction } from '../users/account-actor.js';
import { validateBuzzAmount } from './tip-rules.js';

/** The most codes one call prints: a batch an operator can still hand out and check. */
const MAX_VOUCHERS_PER_BATCH = 1000;

/** Whether `count` codes may be issued at once: a whole number from 1 to `MAX_VOUCHERS_PER_BATCH`. */
const validateVoucherCount = (count: unknown): Result<number> =>
  typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_VOUCHERS_PER_BATCH
    ? ok(count)
    : fail(errors.voucherCount(MAX_VOUCHERS_PER_BATCH));

/**
 * Issues `count` new voucher codes worth `amount` Buzz each (`atelier buzz vouchers create`): the operator sells or
 * hands them out; each redeems once on /purchase/buzz. The codes are returned once and stored only as digests.
 */
export class CreateVouchers {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    actor: AccountActor,
    input: { amount: number; count: number },
  ): Promise<Result<{ amount: number; codes: string[] }>> {
    const allowed = authorizeAccountAction(actor);
    if (!allowed.ok) return allowed;
    const amount = validateBuzzAmount(input.amount);
    if (!amount.ok) return amount;
    const count = validateVoucherCount(input.count);
    if (!count.ok) return count;
    const createdAt = this.deps.clock.now();
    return this.deps.uow.run(async (r) =>
      ok({
        amount: amount.value,
        codes: await r.vouchers.issue({ amount: amount.value, count: count.value, createdAt }),
      }),
    );
  }
}
