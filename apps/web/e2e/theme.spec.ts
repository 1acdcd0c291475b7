import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

test("the header's theme switch turns the page dark and the choice survives a reload", async ({ page }) => {
  await openPage(page, LUMEN_REALISM.path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();

  await openPage(page, LUMEN_REALISM.path);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
