import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOf } from './model-list-filters';

describe('the model list in the address', () => {
  it('reads every filter from the query string and writes back only what differs from the defaults', () => {
    const search = new URLSearchParams(
      'query=pixel art&type=LORA&checkpointType=Merge&baseModel=Pony&period=Week&sort=MostTipped&tag=anime',
    );
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      query: 'pixel art',
      type: 'LORA',
      checkpointType: 'Merge',
      baseModel: 'Pony',
      period: 'Week',
      sort: 'MostTipped',
      tag: 'anime',
    });
    expect(filtersFromSearch(searchOf(filters))).toEqual(filters);
    expect(searchOf(filtersFromSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores values it does not know, so a stale link still lists, and keeps a tag page’s tag out of the address', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=Nope&sort=Random&period=&query=x'), 'style');
    expect(filters).toMatchObject({
      type: null,
      sort: 'Newest',
      period: 'AllTime',
      tag: 'style',
      query: 'x',
    });
    expect(searchOf(filters, 'style').toString()).toBe('query=x');
  });
});
