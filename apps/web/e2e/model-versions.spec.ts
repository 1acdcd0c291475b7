import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { expectSameDocument, markDocument, openPage } from './support/page';

test('an anonymous visitor lands on the canonical address and switches versions without a reload', async ({
  page,
}) => {
  await openPage(page, `/models/${LUMEN_REALISM.id}`);
  await expect(page).toHaveURL(LUMEN_REALISM.path);
  await expect(page.getByRole('heading', { level: 1, name: LUMEN_REALISM.name })).toBeVisible();
  await markDocument(page);

  const tab = page.getByRole('tab', { name: 'v2.1' });
  await tab.click();

  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(`${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);
  await expectSameDocument(page);
});

test('the version tabs work by keyboard alone: Tab reaches them, arrows switch the version, the URL follows', async ({
  page,
}) => {
  await openPage(page, LUMEN_REALISM.path);
  await markDocument(page);
  const expectSelected = async (name: keyof typeof LUMEN_REALISM.versionIds) => {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expect(page).toHaveURL(`${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds[name]}`);
  };

  // Tab through the page from the top until the selected version tab has the focus (a tab list is one stop).
  const selected = page.getByRole('tab', { selected: true });
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab');
    if (await selected.evaluate((tab) => tab === document.activeElement)) break;
  }
  await expect(selected).toBeFocused();
  await expect(selected, 'keyboard focus is visible').toHaveAttribute('data-focus-visible', 'true');

  // Anonymous visitors see v3.0, v2.1, v2.0 and v1.0 (the v4.0 beta draft is the owner's).
  await page.keyboard.press('ArrowRight');
  await expectSelected('v2.1');
  await page.keyboard.press('End');
  await expectSelected('v1.0');
  await page.keyboard.press('Home');
  await expectSelected('v3.0');
  await expectSameDocument(page);
});
