import { describe, expect, it } from 'vitest';
import { toApiKeyRows } from './to-api-key-rows';

describe('toApiKeyRows', () => {
  it('shows the prefix cut short, the scope in words, the dates in UTC and "Never" for an unused key', () => {
    const rows = toApiKeyRows([
      {
        id: 1,
        name: 'nightly sync',
        prefix: 'atl_Ab12Cd',
        scope: 'read',
        createdAt: new Date('2026-11-28T23:30:00Z'),
        lastUsedAt: null,
      },
      {
        id: 2,
        name: 'deploy',
        prefix: 'atl_Zz99Yy',
        scope: 'write',
        createdAt: new Date('2026-01-02T00:00:00Z'),
        lastUsedAt: new Date('2026-03-04T05:06:07Z'),
      },
    ]);
    expect(rows).toEqual([
      {
        id: 1,
        name: 'nightly sync',
        prefix: 'atl_Ab12Cd…',
        scope: 'Read',
        created: { iso: '2026-11-28T23:30:00.000Z', text: 'Nov 28, 2026' },
        lastUsed: null,
      },
      {
        id: 2,
        name: 'deploy',
        prefix: 'atl_Zz99Yy…',
        scope: 'Read and write',
        created: { iso: '2026-01-02T00:00:00.000Z', text: 'Jan 2, 2026' },
        lastUsed: { iso: '2026-03-04T05:06:07.000Z', text: 'Mar 4, 2026' },
      },
    ]);
  });
});
