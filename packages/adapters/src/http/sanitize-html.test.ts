import { describe, expect, it } from 'vitest';
import { sanitizeCommentHtml, sanitizeHtml, withSafeContent, withSafeDescription } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps formatting and escapes stray text', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong> & 1 < 2</p><h3>Settings</h3>')).toBe(
      '<p><strong>Hi</strong> &amp; 1 &lt; 2</p><h3>Settings</h3>',
    );
  });

  it('drops scripts with their content, unknown tags and every event attribute', () => {
    expect(sanitizeHtml('<SCRIPT >alert(1)</script ><img src=x onerror=alert(1)><p onclick="x">t</p>')).toBe(
      '<p>t</p>',
    );
  });

  it('keeps only safe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a><a href="java&#x09;script:x">b</a>')).toBe(
      '<a>a</a><a>b</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example">c</a>')).toBe('<a>c</a>');
    expect(sanitizeHtml("<a href='https://example.com/?a=1&amp;b=2'>d</a>")).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow ugc noopener noreferrer" target="_blank">d</a>',
    );
  });

  it('closes what it opened', () => {
    expect(sanitizeHtml('<ul><li><b>one</ul>tail</b>')).toBe('<ul><li><b>one</b></li></ul>tail');
  });
});

describe('sanitizeHtml links', () => {
  it('drops links browsers read as another site: backslashes, tabs and protocol-relative', () => {
    expect(sanitizeHtml('<a href="/\\evil.example">e</a>')).toBe('<a>e</a>');
    expect(sanitizeHtml('<a href="/&#9;/evil.example">f</a>')).toBe('<a>f</a>');
    expect(sanitizeHtml('<a href="\\\\evil.example">g</a>')).toBe('<a>g</a>');
    expect(sanitizeHtml('<a href="/models/1?tab=files">h</a>')).toBe(
      '<a href="/models/1?tab=files" rel="nofollow ugc noopener noreferrer" target="_blank">h</a>',
    );
  });
});

describe('withSafeDescription', () => {
  it('cleans the description and keeps every other field', () => {
    expect(
      withSafeDescription({ id: 1, name: '<b>n</b>', description: '<p>a<script>x</script></p>' }),
    ).toEqual({
      id: 1,
      name: '<b>n</b>',
      description: '<p>a</p>',
    });
  });
});

describe('sanitizeCommentHtml', () => {
  it('keeps formatting, drops scripts and events', () => {
    expect(sanitizeCommentHtml('<p><em>Nice</em><script>x()</script><b onclick="x">!</b></p>')).toBe(
      '<p><em>Nice</em><b>!</b></p>',
    );
  });

  it('keeps only http(s) links, each with rel="nofollow ugc noopener"', () => {
    expect(sanitizeCommentHtml('<a href="https://example.com/a">ok</a>')).toBe(
      '<a href="https://example.com/a" rel="nofollow ugc noopener" target="_blank">ok</a>',
    );
    expect(sanitizeCommentHtml('<a href="HTTP://example.com" rel="follow">up</a>')).toBe(
      '<a href="HTTP://example.com" rel="nofollow ugc noopener" target="_blank">up</a>',
    );
    for (const href of [
      'mailto:a@b.c',
      '/models/1',
      '#top',
      'javascript:alert(1)',
      '//evil.example',
      'data:x',
    ]) {
      expect(sanitizeCommentHtml(`<a href="${href}">t</a>`)).toBe('<a>t</a>');
    }
  });

  it('makes every answer carrying content safe', () => {
    expect(withSafeContent({ id: 1, content: '<img src=x onerror=alert(1)>hi' })).toEqual({
      id: 1,
      content: 'hi',
    });
  });
});
