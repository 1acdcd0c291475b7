import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryPages } from '../testing/index.js';
import { GetPage } from './get-page.js';
import { pageSlugOf } from './page-slug.js';

describe('pageSlugOf', () => {
  it('takes the addresses the product links to', () => {
    for (const slug of [
      'articles/6341',
      'articles/early-access',
      'content/tos',
      'content/rules/real-people',
    ]) {
      expect(pageSlugOf(slug)).toEqual({ ok: true, value: slug });
    }
  });

  it('refuses anything else, with the catalogue’s invalid input', () => {
    for (const slug of [
      '',
      'articles',
      'articles/',
      'tos',
      'admin/x',
      'articles/../x',
      'articles/A',
      'content/a/b/c/d',
      'articles/-x',
      'articles/x.md',
      'articles\\x',
      '/articles/1',
    ]) {
      expect(pageSlugOf(slug)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
  });

  it('never accepts a slug that could leave the pages folder or name a hidden file', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const slug = pageSlugOf(input);
        if (slug.ok)
          expect(slug.value).toMatch(/^(articles|content)(\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?){1,3}$/);
      }),
    );
  });
});

describe('GetPage (page.get)', () => {
  it('answers the page of a valid slug, and not found for a missing page or an impossible slug', async () => {
    // No storage involved: the pages port alone (so this file needs no database when run over Knex).
    const pages = new InMemoryPages();
    pages.put({ slug: 'content/tos', title: 'Terms', html: '<p>Be kind.</p>' });
    const getPage = new GetPage({ pages });
    expect(await getPage.execute(null, { slug: 'content/tos' })).toEqual({
      ok: true,
      value: { slug: 'content/tos', title: 'Terms', html: '<p>Be kind.</p>' },
    });
    expect(await getPage.execute(null, { slug: 'content/missing' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await getPage.execute(null, { slug: '../etc/passwd' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });
});
