import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { expectSameDocument, markDocument, openPage } from './support/page';

const VERSION_QUERY = /[?&]modelVersionId=(\d+)/;

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
  const tabs = page.getByRole('tab');
  const selected = page.getByRole('tab', { selected: true });
  const first = await selected.textContent();

  // Tab through the page from the top until the selected version tab has the focus (a tab list is one stop).
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab');
    if (await selected.evaluate((tab) => tab === document.activeElement)) break;
  }
  await expect(selected).toBeFocused();
  await expect(selected, 'keyboard focus is visible').toHaveAttribute('data-focus-visible', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(selected).not.toHaveText(first ?? '');
  await expect(selected).toBeFocused();
  const [, versionId] = VERSION_QUERY.exec(page.url()) ?? [];
  expect(versionId, 'the URL names the selected version').toBeTruthy();

  await page.keyboard.press('End');
  await expect(selected).toHaveText((await tabs.last().textContent()) ?? '');
  await expect(page).not.toHaveURL(new RegExp(`modelVersionId=${versionId}(&|$)`));

  await page.keyboard.press('Home');
  await expect(selected).toHaveText(first ?? '');
  await expectSameDocument(page);
});
