import { expectNoAxeViolations } from './support/axe';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/** Pages every visitor sees; add a row when a page or a state (signed in, a modal open) is worth a scan. */
const PAGES = [
  { name: 'the model page', path: LUMEN_REALISM.path },
  { name: 'the sign-in page', path: '/login' },
  { name: 'the sign-up page', path: '/signup' },
  { name: 'the license page', path: `/models/license/${LUMEN_REALISM.versionIds['v2.1']}` },
  { name: 'the home page', path: '/' },
  { name: 'the model list', path: '/models?sort=MostDownloaded' },
  { name: 'a tag page', path: '/tag/style' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ chooseDarkTheme }) => {
      if (theme === 'dark') await chooseDarkTheme();
    });

    for (const { name, path } of PAGES) {
      test(`${name} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the model page has no violations for a signed-in member either', async ({ page, signInAs }) => {
  await signInAs('member');
  await openPage(page, LUMEN_REALISM.path);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'member' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const { role, user } of [
  { role: 'the owner', user: 'ada_lumen' },
  { role: 'a moderator', user: 'moderator' },
] as const) {
  test(`the model page has no violations with ${role}'s model and version menus open`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(user);
    await openPage(page, LUMEN_REALISM.path);

    await page.getByRole('button', { name: 'Model actions' }).click();
    await expect(page.getByRole('menu', { name: 'Model actions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Actions for / }).click();
    await expect(page.getByRole('menu', { name: /^Actions for / })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
