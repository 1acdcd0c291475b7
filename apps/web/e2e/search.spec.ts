import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSameDocument, markDocument, openPage } from './support/page';

/** Issue 19: finding models — the header's search, the list's filters, tag pages, the home page's rows. Reads only. */

const models = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Models' });

test('search from the header lands on /models with the words in the address and the model listed', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Newest' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search models' });
  await search.fill('VELVET sty');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/models\?query=VELVET(\+|%20)sty$/);
  await expect(models(page).getByRole('link', { name: /Velvet Styles LoCon/ })).toBeVisible();
  // Words that match nothing say so.
  await search.fill('zzzz-nothing-like-this');
  await search.press('Enter');
  await expect(page.getByText('No results found')).toBeVisible();
});

test('filter the list by type and by tag; the filters stay in the address', async ({ page }) => {
  await openPage(page, '/models');
  await expect(models(page).getByRole('listitem').first()).toBeVisible();
  await markDocument(page);
  await page.getByRole('button', { name: /Type$/ }).click();
  await page.getByRole('option', { name: 'LoCon', exact: true }).click();
  await expect(page).toHaveURL(/type=LoCon/);
  await expect(models(page).getByRole('link', { name: /Velvet Styles LoCon/ })).toBeVisible();
  await expect(models(page).getByRole('link', { name: /Ink Wash LoRA/ })).toHaveCount(0);
  // Filtering is navigation within the page, not a reload.
  await expectSameDocument(page);

  await openPage(page, '/models');
  await page.getByRole('textbox', { name: 'Tag' }).fill('Watercolor');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/tag=Watercolor/);
  await expect(models(page).getByRole('link', { name: /Ink Wash LoRA/ })).toBeVisible();
  await expect(models(page).getByRole('link', { name: /Velvet Styles LoCon/ })).toHaveCount(0);
  // The address alone brings the same list back (a shared link).
  await openPage(page, '/models?tag=watercolor&type=LORA');
  await expect(models(page).getByRole('link', { name: /Ink Wash LoRA/ })).toBeVisible();
});

test('a tag chip on a model page opens the tag page, headed by the tag, listing the model', async ({
  page,
}) => {
  await openPage(page, '/models/2');
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'watercolor' }).click();
  await expect(page).toHaveURL('/tag/watercolor');
  await expect(page.getByRole('heading', { level: 1, name: 'watercolor' })).toBeVisible();
  await expect(models(page).getByRole('link', { name: /Ink Wash LoRA/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the list loads more from the keyboard and is axe-clean', async ({ page }) => {
  // A short window: the end of the first page is far from view, so nothing loads before the button is pressed.
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, '/models');
  const cards = models(page).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expectNoAxeViolations(page);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(24)).toBeVisible();
});
