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

  it('keeps at most its number of entries, dropping the least recently used first', () => {
    const cache = new InProcessCache(60_000, () => 0, 2);
    cache.set('a', ['t'], 1);
    cache.set('b', ['t'], 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', ['t'], 3);

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('gives an entry its own time to live when asked', () => {
    let now = 0;
    const cache = new InProcessCache(60_000, () => now);
    cache.set('short', ['t'], 1, 10);
    cache.set('long', ['t'], 2);

    now = 10;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe(2);
  });
});
