import { VOUCHER_CODE_BYTES, voucherCodeFromBytes } from '../../buzz/voucher-code.js';
import type { ProviderPayment, Vouchers } from '../../ports/payments.js';
import type { InMemoryDatabase } from './database.js';
import { insert } from './table.js';

/** Deterministic bytes for the n-th code, so in-memory codes differ and tests can be repeated. */
const bytesOf = (n: number): Uint8Array =>
  Uint8Array.from(
    { length: VOUCHER_CODE_BYTES },
    (_, i) => ((n * 2654435761 + i * 40503) % 256) ^ (n >> (i % 4)),
  );

/** Vouchers kept with their codes; `issue` draws codes from a counter instead of a random source. */
export class InMemoryVouchers implements Vouchers {
  constructor(private readonly db: InMemoryDatabase) {}

  async issue(batch: { amount: number; count: number; createdAt: Date }): Promise<string[]> {
    const table = this.db.state.vouchers;
    return Array.from({ length: batch.count }, () => {
      const code = voucherCodeFromBytes(bytesOf(table.nextId));
      insert(table, {
        code,
        amount: batch.amount,
        createdAt: batch.createdAt,
        creditedTo: null,
        creditedAt: null,
      });
      return code;
    });
  }

  async paymentOf(code: string): Promise<ProviderPayment | null> {
    const voucher = [...this.db.state.vouchers.rows.values()].find((v) => v.code === code);
    return voucher === undefined
      ? null
      : { id: String(voucher.id), amount: voucher.amount, creditedTo: voucher.creditedTo };
  }

  async markCredited(paymentId: string, userId: number, at: Date): Promise<void> {
    const voucher = this.db.state.vouchers.rows.get(Number(paymentId));
    if (voucher === undefined || voucher.creditedTo !== null)
      throw new Error(`voucher ${paymentId} cannot be credited`);
    voucher.creditedTo = userId;
    voucher.creditedAt = at;
  }
}
