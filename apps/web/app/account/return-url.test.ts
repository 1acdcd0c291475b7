import { describe, expect, it } from 'vitest';
import { returnUrlFrom } from './return-url';

const from = (query: string) => returnUrlFrom(new URLSearchParams(query));

describe('returnUrlFrom', () => {
  it('keeps a path on this site', () => {
    expect(from('returnUrl=%2Fposts%2Fcreate%3FmodelId%3D1')).toBe('/posts/create?modelId=1');
  });

  it('never leaves the site, however the address is disguised', () => {
    for (const query of [
      'returnUrl=/%09/other-host/x',
      'returnUrl=/%0a/other-host',
      'returnUrl=//other-host',
      'returnUrl=/%5Cother-host',
      'returnUrl=https://other-host/',
      'returnUrl=%20/other',
    ])
      expect(from(query)).toBe('/');
  });
});
