import { describe, expect, it } from 'vitest';
import { InProcessCache } from './in-process-cache.js';

describe('InProcessCache', () => {
  it('computes once and serves the stored value after', async () => {
    const cache = new InProcessCache();
    let calls = 0;
    const compute = async () => ++calls;

    expect(await cache.remember('model:5:page', ['model:5'], compute)).toBe(1);
    expect(await cache.remember('model:5:page', ['model:5'], compute)).toBe(1);
  });

  it('drops every entry filed under an invalidated tag, and only those', async () => {
    const cache = new InProcessCache();
    cache.set('model:5:page', ['model:5', 'user:2'], 'page');
    cache.set('version:9:files', ['model:5', 'version:9'], 'files');
    cache.set('model:6:page', ['model:6', 'user:2'], 'other');

    await cache.invalidate('model:5');

    expect(cache.has('model:5:page')).toBe(false);
    expect(cache.has('version:9:files')).toBe(false);
    expect(cache.has('model:6:page')).toBe(true);
    await cache.invalidate('user:2');
    expect(cache.has('model:6:page')).toBe(false);
  });

  it('expires entries after their time to live', async () => {
    let now = 0;
    const cache = new InProcessCache(1000, () => now);
    cache.set('k', ['t'], 1);

    now = 999;
    expect(cache.has('k')).toBe(true);
    now = 1000;
    expect(cache.has('k')).toBe(false);
  });
});
