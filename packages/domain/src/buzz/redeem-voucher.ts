import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { creditPayment } from './credit-payment.js';
import { normalizeVoucherCode } from './voucher-code.js';

/** What a redemption did: the Buzz credited (`replayed` when this code had already credited this viewer). */
type VoucherRedemption = { amount: number; balance: number; replayed: boolean };

/** What the page says after a redemption (a repeated one included: the Buzz are there either way). */
export const voucherRedeemedText = (amount: number): string =>
  `${amount.toLocaleString('en-US')} Buzz were added to your account.`;

/**
 * buzz.redeemVoucher: credits a voucher's Buzz to the viewer through the ledger, once per code (key `voucher:{code}`),
 * whoever else tries it at the same moment. An unknown or used code is refused and changes nothing.
 */
export class RedeemVoucher {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { code: string }): Promise<Result<VoucherRedemption>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const code = normalizeVoucherCode(input.code);
    if (code === null) return fail(errors.voucherUnknown);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const credited = await creditPayment(
        r,
        { name: 'voucher', payments: r.vouchers },
        { proof: code, userId: viewer.id, now },
      );
      if (!credited.ok) return credited;
      return ok({
        amount: credited.value.entry.amount,
        balance: await r.ledger.balanceOf(viewer.id),
        replayed: credited.value.replayed,
      });
    });
  }
}
