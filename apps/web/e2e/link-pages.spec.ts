import { expectNoAxeViolations } from './support/axe';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/** Issue 19: the pages behind the product's links, each readable, axe-clean in both themes, honest when missing. */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ chooseDarkTheme }) => {
      if (theme === 'dark') await chooseDarkTheme();
    });

    test('the leaderboard lists the top creators and marks the position the badge named', async ({
      page,
    }) => {
      await openPage(page, '/leaderboard/overall?position=2');
      await expect(page.getByRole('heading', { level: 1, name: 'Creators leaderboard' })).toBeVisible();
      const current = page.locator('li[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('id', 'position-2');
      await expectNoAxeViolations(page);
    });

    test('a profile links to its followers, each with a way to their profile', async ({ page }) => {
      await openPage(page, `/user/${LUMEN_REALISM.owner}`);
      // The creator's own website: the absolute address they set, never a path on this site.
      const website = page.getByRole('list', { name: 'Links' }).getByRole('link').first();
      await expect(website).toHaveAttribute('href', /^https?:\/\/[^/]/);
      await page
        .getByRole('navigation', { name: 'Follows' })
        .getByRole('link', { name: 'Followers' })
        .click();
      await expect(page).toHaveURL(`/user/${LUMEN_REALISM.owner}/followers`);
      await expect(
        page.getByRole('heading', { level: 1, name: `People following ${LUMEN_REALISM.owner}` }),
      ).toBeVisible();
      const people = page
        .getByRole('list', { name: `People following ${LUMEN_REALISM.owner}` })
        .getByRole('listitem');
      await expect(people.first().getByRole('button', { name: /^Follow / })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Following' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `People ${LUMEN_REALISM.owner} follows` }),
      ).toBeVisible();
    });

    test('operator pages render their Markdown; a missing one is a real 404', async ({ page }) => {
      await openPage(page, '/articles/6341');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Early access helps creators earn from their work' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await openPage(page, '/content/rules/real-people');
      await expect(page.getByRole('heading', { level: 1, name: 'Content rules: real people' })).toBeVisible();
      expect((await page.goto('/articles/999999'))?.status()).toBe(404);
      expect((await page.goto('/content/../../etc/passwd'))?.status()).toBe(404);
    });

    test('/images without a version lists the hub’s images, sorted and limited to a period', async ({
      page,
    }) => {
      await openPage(page, '/images');
      await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
      await expect(page.locator('a[href^="/posts/"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Sort/ }).click();
      await page.getByRole('option', { name: 'Most reactions', exact: true }).click();
      await expect(page).toHaveURL('/images?sort=MostReactions');
      await expect(page.locator('a[href^="/posts/"]').first()).toBeVisible();
    });

    test('a bounty is honestly not on this hub, with the way back the link gave', async ({ page }) => {
      await openPage(page, `/bounties/12?returnUrl=${encodeURIComponent(LUMEN_REALISM.path)}`);
      await expect(page.getByRole('heading', { name: 'Bounties are not on this hub' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Go back to where you were' }).click();
      await expect(page).toHaveURL(LUMEN_REALISM.path);
      await openPage(page, '/product/odor?returnUrl=https://elsewhere.example/');
      await expect(page.getByRole('heading', { name: 'Odor is not on this hub' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    });
  });
}
