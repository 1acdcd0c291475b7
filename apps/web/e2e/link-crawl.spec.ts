import type { Page } from '@playwright/test';
import { type DemoUser, LUMEN_REALISM, PLAIN_MODEL, POI_MODEL } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/**
 * Issue 19's acceptance: every internal link (`a[href]` starting with one `/`) of the home page, /models, three model
 * pages, a post, a profile and a collection, as each of four people, answers that person with neither a 404 nor a
 * 5xx. Each distinct address is fetched once per person, with that person's cookies (`page.request`).
 */

/** Who crawls: anonymous, a signed-in visitor, the owner of Lumen Realism, and a moderator. */
const ROLES: { name: string; user: DemoUser | null }[] = [
  { name: 'anonymous', user: null },
  { name: 'visitor', user: 'visitor' },
  { name: 'owner', user: LUMEN_REALISM.owner },
  { name: 'moderator', user: 'moderator' },
];

/** Three different model pages: the rich one (drafts, early access, files), a plain one, a locked poi one. */
const MODEL_PAGES = [LUMEN_REALISM.path, `/models/${PLAIN_MODEL.id}`, `/models/${POI_MODEL.id}`];

/**
 * Links the crawl lists but does not fetch. A download is not a page, and fetching one records a download: the counts
 * other journeys assert would move under them (model-download.spec.ts and the role matrix test the download routes).
 */
const EXCLUDED: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^\/api\/download\//,
    reason: 'a download: fetching it records one (covered by model-download.spec.ts)',
  },
];

type Found = { url: string; from: string };

/** Every internal link of the page now shown, as absolute addresses without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const origin = new URL(page.url()).origin;
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => {
      const url = new URL(href, origin);
      url.hash = '';
      return url.pathname + url.search;
    });
}

/** The first link on the page at `path` whose address matches, waiting for the list that renders it. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  await openPage(page, path);
  const matching = () =>
    page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      .then((hrefs) => hrefs.find((href) => pattern.test(href)) ?? null);
  await expect.poll(matching, { message: `a link matching ${pattern} on ${path}` }).not.toBeNull();
  return (await matching()) ?? '';
}

// Each crawl fetches every distinct link of eight pages once: minutes, not the default 45 s.
test.describe.configure({ timeout: 240_000 });

for (const role of ROLES) {
  test(`every internal link answers the ${role.name} with a page`, async ({ newPageAs }) => {
    const page = await newPageAs(role.user);
    const post = await firstLink(
      page,
      `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`,
      /^\/posts\/\d+$/,
    );
    const collection = await firstLink(page, '/user/member', /^\/collections\/\d+$/);
    const sources = ['/', '/models', ...MODEL_PAGES, post, `/user/${LUMEN_REALISM.owner}`, collection];

    const found = new Map<string, Found>();
    for (const source of sources) {
      const response = await openPage(page, source);
      expect(response?.status(), `the source page ${source} itself`).toBeLessThan(400);
      for (const url of await internalLinks(page)) if (!found.has(url)) found.set(url, { url, from: source });
    }

    const failures: string[] = [];
    const excluded: string[] = [];
    for (const { url, from } of found.values()) {
      const rule = EXCLUDED.find(({ pattern }) => pattern.test(url));
      if (rule) {
        excluded.push(`${url} (${rule.reason})`);
        continue;
      }
      const response = await page.request.get(url, { failOnStatusCode: false });
      const status = response.status();
      if (status === 404 || status >= 500) failures.push(`${status} ${url}  ← linked from ${from}`);
      await response.dispose();
    }
    test.info().annotations.push({
      type: 'crawled',
      description: `${found.size} distinct links, ${excluded.length} excluded`,
    });
    expect(found.size, 'the crawl found links to follow').toBeGreaterThan(20);
    expect(failures, `links that answer the ${role.name} with 404 or 5xx:\n${failures.join('\n')}`).toEqual(
      [],
    );
  });
}
