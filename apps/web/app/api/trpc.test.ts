import { defaultHttpSettings } from '@atelier/adapters';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ITEMS } from './trpc';

describe('the browser API client', () => {
  it('never batches more calls than the server accepts in one request', () => {
    expect(MAX_BATCH_ITEMS).toBeGreaterThan(0);
    expect(MAX_BATCH_ITEMS).toBeLessThanOrEqual(defaultHttpSettings().maxBatchCalls);
  });
});
