import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test("the license page lists the model's licenses and permissions and leads back to the version", async ({
  page,
}) => {
  const versionId = LUMEN_REALISM.versionIds['v2.1'];
  await openPage(page, `/models/license/${versionId}`);
  await expect(page).toHaveTitle(`License of ${LUMEN_REALISM.name} v2.1 | Atelier`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`License of ${LUMEN_REALISM.name}`);
  await expect(page.getByRole('link', { name: 'CreativeML Open RAIL-M' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Share merges using this model' })).toContainText(
    /Allowed|Not allowed/,
  );

  await page.getByRole('link', { name: `Back to ${LUMEN_REALISM.name}` }).click();
  await expect(page).toHaveURL(`${LUMEN_REALISM.path}?modelVersionId=${versionId}`);
  await expect(page.getByRole('tab', { name: 'v2.1' })).toHaveAttribute('aria-selected', 'true');
});

for (const [what, versionId] of [
  ['an unknown version', 999_999],
  ['a draft version (to anyone but its owner and moderators)', LUMEN_REALISM.versionIds['v4.0 beta']],
] as const) {
  test(`the license page of ${what} is not found`, async ({ page }) => {
    expect((await page.goto(`/models/license/${versionId}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
}

test('the owner sees the license page of their draft version', async ({ page, signInAs }) => {
  await signInAs(LUMEN_REALISM.owner);
  expect((await page.goto(`/models/license/${LUMEN_REALISM.versionIds['v4.0 beta']}`))?.status()).toBe(200);
  await expect(page.getByText('Version v4.0 beta')).toBeVisible();
});
