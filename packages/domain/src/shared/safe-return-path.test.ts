import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeReturnPath } from './safe-return-path.js';

/** The WHATWG URL parser of the test runtime (the domain itself is typed without it). */
const parse = (href: string, base: string): { origin: string; pathname: string } =>
  new (
    globalThis as unknown as { URL: new (href: string, base: string) => { origin: string; pathname: string } }
  ).URL(href, base);

const SITE = 'https://atelier.example';

describe('safeReturnPath', () => {
  it('keeps paths on this site with their query and fragment', () => {
    expect(safeReturnPath('/models/1?tab=files#top')).toBe('/models/1?tab=files#top');
    expect(safeReturnPath('/posts/create?modelId=1&reviewing=true')).toBe(
      '/posts/create?modelId=1&reviewing=true',
    );
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash after the slash', '/\\evil.example/'],
    ['a tab the parser drops', '/\t/evil.example/'],
    ['a newline the parser drops', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'models/1'],
    ['leading whitespace', ' /models'],
    ['nothing', null],
    ['an empty string', ''],
  ])('refuses %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
    expect(safeReturnPath(candidate, '/home')).toBe('/home');
  });

  it('whatever the input, gives a same-site path with a single leading slash or the fallback', () => {
    const tricky = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u00a0',
      '@',
      ':',
      '.',
      '%09',
      '%2f',
      'evil.example',
      'https:',
    );
    const input = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
      fc
        .tuple(fc.array(tricky, { maxLength: 4 }), fc.webPath())
        .map(([parts, path]) => parts.join('') + path),
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const result = safeReturnPath(candidate, '/fallback');
        if (result === '/fallback') return;
        expect(result).toBe(candidate);
        expect(result).toMatch(/^\/(?![/\\])/);
        const unsafe = [...result].filter((char) => char <= ' ' || char >= '\u007f' || char === '\\');
        expect(unsafe).toEqual([]);
        expect(parse(result, SITE).origin).toBe(SITE);
        expect(isSameSitePath(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
