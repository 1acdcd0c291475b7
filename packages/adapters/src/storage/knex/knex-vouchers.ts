import { createHash, randomBytes } from 'node:crypto';
import {
  type ProviderPayment,
  VOUCHER_CODE_BYTES,
  type Vouchers,
  voucherCodeFromBytes,
} from '@atelier/domain';
import { readNumber } from './dialect.js';
import type { Store } from './store.js';

type VoucherRow = {
  id: number;
  code_digest: string;
  amount: number | string;
  created_at: Date | number;
  credited_to_user_id: number | null;
  credited_at: Date | number | null;
};

/** What is stored of a code: its SHA-256 (80 random bits need no salt to stay unguessable). */
const digestOf = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** Buzz vouchers in `buzz_vouchers` (docs/buzz.md): codes drawn from the system's random source, kept as digests. */
export class KnexVouchers implements Vouchers {
  constructor(private readonly store: Store) {}

  async issue(batch: { amount: number; count: number; createdAt: Date }): Promise<string[]> {
    const codes = Array.from({ length: batch.count }, () =>
      voucherCodeFromBytes(randomBytes(VOUCHER_CODE_BYTES)),
    );
    const rows = codes.map((code) => ({
      code_digest: digestOf(code),
      amount: batch.amount,
      created_at: batch.createdAt,
      credited_to_user_id: null,
      credited_at: null,
    }));
    // In chunks: a batch of a thousand stays under SQLite's bound-parameter limit (all in the caller's transaction).
    for (let start = 0; start < rows.length; start += 100) {
      await this.store.db('buzz_vouchers').insert(rows.slice(start, start + 100));
    }
    return codes;
  }

  async paymentOf(code: string): Promise<ProviderPayment | null> {
    const row = await this.store.db<VoucherRow>('buzz_vouchers').where('code_digest', digestOf(code)).first();
    return row === undefined
      ? null
      : { id: String(row.id), amount: readNumber(row.amount), creditedTo: row.credited_to_user_id };
  }

  /** Conditional on the voucher being unredeemed, checked by affected rows: a second mark is a bug, so it throws. */
  async markCredited(paymentId: string, userId: number, at: Date): Promise<void> {
    const marked = await this.store
      .db('buzz_vouchers')
      .where('id', Number(paymentId))
      .whereNull('credited_to_user_id')
      .update({ credited_to_user_id: userId, credited_at: at });
    if (marked !== 1) throw new Error(`voucher ${paymentId} was credited already`);
  }
}
