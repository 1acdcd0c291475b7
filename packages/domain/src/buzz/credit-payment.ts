import type { PaymentProvider } from '../ports/payments.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { TransferReceipt } from './buzz.js';

/** The idempotency key that credits one proof of payment once: `voucher:7KQ2-M9XD-4RTA-0ZPE`. */
const paymentKey = (provider: string, proof: string): string => `${provider}:${proof}`;

/**
 * Turns a proof of payment into Buzz for `userId`, inside the caller's unit of work (docs/buzz.md, "Selling Buzz"):
 * the provider says what it is worth, the ledger mints that much under `{provider}:{proof}` — its unique key lets one
 * proof credit once, so a second redeemer (or a racing one) meets `idempotencyKeyReused` and is told the payment was
 * used — and the provider records the credit. The same user redeeming again gets the first credit back, `replayed`.
 */
export const creditPayment = async (
  r: Repositories,
  provider: { name: string; payments: PaymentProvider },
  input: { proof: string; userId: number; now: Date },
): Promise<Result<TransferReceipt>> => {
  const payment = await provider.payments.paymentOf(input.proof);
  if (payment === null) return fail(errors.voucherUnknown);
  if (payment.creditedTo !== null && payment.creditedTo !== input.userId) return fail(errors.voucherUsed);
  const credited = await r.ledger.transfer({
    idempotencyKey: paymentKey(provider.name, input.proof),
    kind: 'mint',
    fromUserId: null,
    toUserId: input.userId,
    amount: payment.amount,
    reference: `${provider.name}:${payment.id}`,
  });
  if (!credited.ok) {
    return credited.error.code === errors.idempotencyKeyReused.code ? fail(errors.voucherUsed) : credited;
  }
  if (!credited.value.replayed) await provider.payments.markCredited(payment.id, input.userId, input.now);
  return ok(credited.value);
};
