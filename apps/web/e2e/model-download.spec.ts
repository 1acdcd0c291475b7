import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

const SCAN_TEXTS =
  /This file appears to be safe\.|This file hasn't been scanned yet, check back soon\.|This file appears to be dangerous\.|We couldn't scan this file\. Be extra cautious\./;

// Counts a download on Lumen Realism: claimed as `anonymousDownload` in support/owned.ts.
test("an anonymous visitor downloads a version's best file and reads its scan result", async ({ page }) => {
  await openPage(page, `/models/${LUMEN_REALISM.id}`);
  await expect(page).toHaveURL(LUMEN_REALISM.path);
  await page.getByRole('tab', { name: 'v2.1' }).click();
  await expect(page).toHaveURL(`${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);

  const details = page.getByRole('complementary', { name: 'Version details' });
  const downloading = page.waitForEvent('download');
  await details
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).not.toBe('');
  expect(await download.failure()).toBeNull();

  const scan = page
    .getByRole('region', { name: 'Files' })
    .getByRole('button', { name: /^(Verified|Unverified): / });
  await scan.first().click();
  await expect(page.getByText(SCAN_TEXTS)).toBeVisible();
});
