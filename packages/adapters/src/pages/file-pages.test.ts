import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PAGES } from './built-in-pages.js';
import { FilePages } from './file-pages.js';

describe('FilePages', () => {
  let dir: string;
  let pages: FilePages;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-pages-'));
    pages = new FilePages(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('renders a page file: the first "# " line is the title, the rest Markdown made HTML', async () => {
    await mkdir(path.join(dir, 'content'), { recursive: true });
    await writeFile(
      path.join(dir, 'content', 'tos.md'),
      '# Our terms\n\nBe **kind**. See [rules](/content/rules/real-people).\n',
    );
    expect(await pages.ofSlug('content/tos')).toEqual({
      slug: 'content/tos',
      title: 'Our terms',
      html: expect.stringContaining('<strong>kind</strong>'),
    });
    expect((await pages.ofSlug('content/tos'))?.html).toContain('href="/content/rules/real-people"');
  });

  it('sanitises on render: no script, no event handler, no javascript: link, raw HTML shown as text at most', async () => {
    await pages.write(
      'articles/1',
      '# Hostile\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3))\n\n[ok](https://example.org)\n',
    );
    const html = (await pages.ofSlug('articles/1'))?.html ?? '';
    // Raw HTML stays text (escaped); nothing becomes an element, an attribute or a link to a script.
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://example.org"');
  });

  it('falls back to the built-in text while there is no file, and knows no other page', async () => {
    expect(await pages.ofSlug('articles/6341')).toMatchObject({
      title: 'Early access helps creators earn from their work',
    });
    expect(await pages.ofSlug('articles/404')).toBeNull();
    await pages.write('articles/6341', '# Ours now\n');
    expect(await pages.ofSlug('articles/6341')).toMatchObject({ title: 'Ours now' });
  });

  it('lists files and the built-in pages no file replaces', async () => {
    await pages.write('content/tos', '# Terms\n');
    await pages.write('articles/hello', '# Hello\n');
    const listed = await pages.list();
    expect(listed).toContainEqual({ slug: 'content/tos', source: 'file' });
    expect(listed).toContainEqual({ slug: 'articles/hello', source: 'file' });
    expect(listed).toContainEqual({ slug: 'articles/11494', source: 'built-in' });
    expect(listed).toHaveLength(Object.keys(BUILT_IN_PAGES).length + 1);
  });

  it('never names a file outside its folder', () => {
    for (const slug of ['../x', 'articles/../../etc/passwd', 'content/a\\b', 'articles/x.md']) {
      expect(() => pages.fileOf(slug)).toThrow(/page slug/);
    }
    expect(pages.fileOf('content/rules/real-people')).toBe(
      path.join(dir, 'content', 'rules', 'real-people.md'),
    );
  });

  it('has a built-in page for every operator link the product renders', () => {
    for (const slug of [
      'articles/early-access',
      'articles/6341',
      'articles/11494',
      'content/tos',
      'content/content-appeal',
      'content/rules/real-people',
    ]) {
      expect(BUILT_IN_PAGES[slug]).toMatch(/^# /);
    }
  });
});
