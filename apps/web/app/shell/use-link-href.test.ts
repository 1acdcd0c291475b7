import { describe, expect, it } from 'vitest';
import { isOutsideAddress } from './use-link-href';

describe('isOutsideAddress', () => {
  it('keeps addresses with a scheme (a creator’s website, mail) away from the router', () => {
    for (const href of [
      'https://example.com/ada',
      'http://a.example',
      'mailto:a@b.example',
      'HTTPS://X.EXAMPLE',
      '//cdn.example/x',
    ]) {
      expect(isOutsideAddress(href)).toBe(true);
    }
  });

  it('lets the router resolve the site’s own paths', () => {
    for (const href of ['/user/ada', '/models/1?modelVersionId=2', 'followers', '#main', '?page=2']) {
      expect(isOutsideAddress(href)).toBe(false);
    }
  });
});
