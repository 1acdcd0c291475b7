import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type AccountActor, authorizeAccountAction } from '../users/account-actor.js';
import { accountAuditEntry } from '../users/account-audit.js';
import type { User } from '../users/user.js';
import type { TransferReceipt } from './buzz.js';
import { validateBuzzAmount } from './tip-rules.js';

type GrantBuzzInput = { userId: number; amount: number; idempotencyKey: string };

/** A grant's receipt (`replayed` when its key had already credited), with the user's balance after it. */
type BuzzGrant = TransferReceipt & { balance: number; user: User };

/**
 * Mints Buzz into a user's account through the ledger, audited. The idempotency key names the grant: repeating it
 * credits nothing more and records nothing more; reusing it for another amount is refused by the ledger.
 */
export class GrantBuzz {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(actor: AccountActor, input: GrantBuzzInput): Promise<Result<BuzzGrant>> {
    const allowed = authorizeAccountAction(actor);
    if (!allowed.ok) return allowed;
    const amount = validateBuzzAmount(input.amount);
    if (!amount.ok) return amount;
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofId(input.userId);
      if (user === null || user.deletedAt !== null) return fail(errors.notFound);
      const receipt = await r.ledger.transfer({
        idempotencyKey: input.idempotencyKey,
        kind: 'mint',
        fromUserId: null,
        toUserId: user.id,
        amount: amount.value,
        reference: 'grant',
      });
      if (!receipt.ok) return receipt;
      if (!receipt.value.replayed) {
        await r.audit.appendAccount(
          accountAuditEntry(actor, 'buzz.grant', user.id, now, {
            amount: amount.value,
            idempotencyKey: input.idempotencyKey,
          }),
        );
      }
      return ok({ ...receipt.value, balance: await r.ledger.balanceOf(user.id), user });
    });
  }
}
