import type { Locator, Page } from '@playwright/test';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page: Shift+Tab when the target
 * comes before the focused element, as a person would go back rather than around the whole page (each stop is a
 * round trip to the browser, and a loaded machine made the way around take most of a minute).
 */
async function tabTo(page: Page, target: Locator, maxStops = 120) {
  const key = (await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  ))
    ? 'Shift+Tab'
    : 'Tab';
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
}

test('by keyboard alone a visitor opens the scan result and the Report dialog, and Escape returns to the trigger', async ({
  page,
  signInAs,
}) => {
  await signInAs('visitor');
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);

  const scan = page
    .getByRole('region', { name: 'Files' })
    .getByRole('button', { name: /^(Verified|Unverified): / });
  await tabTo(page, scan.first());
  await page.keyboard.press('Enter');
  const scanResult = page.getByText(
    /This file appears to be safe\.|This file hasn't been scanned yet|This file appears to be dangerous\.|We couldn't scan this file\./,
  );
  await expect(scanResult).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(scanResult).toBeHidden();
  await expect(scan.first()).toBeFocused();

  const report = page.getByRole('button', { name: 'Report', exact: true });
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});
