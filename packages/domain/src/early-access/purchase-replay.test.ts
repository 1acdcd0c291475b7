import { describe, expect, it } from 'vitest';
import { purchaseReference, purchaseReplay } from './purchase-replay.js';

describe('purchaseReplay', () => {
  const reference = purchaseReference(7, 'download');
  const entry = { kind: 'earlyAccess' as const, fromUserId: 2, reference };

  it('is new when the key moved nothing yet, a replay for the same buyer, version and kind', () => {
    expect(purchaseReplay(null, 2, reference)).toBe('new');
    expect(purchaseReplay(entry, 2, reference)).toBe('replay');
  });

  it('refuses the key used by another buyer, for another version or kind, or for another kind of movement', () => {
    expect(purchaseReplay(entry, 3, reference)).toBe('keyReused');
    expect(purchaseReplay(entry, 2, purchaseReference(7, 'generation'))).toBe('keyReused');
    expect(purchaseReplay(entry, 2, purchaseReference(8, 'download'))).toBe('keyReused');
    expect(purchaseReplay({ ...entry, kind: 'tip' }, 2, reference)).toBe('keyReused');
  });
});
