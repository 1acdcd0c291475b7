import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { holdBack } from './support/hold-back';
import { openPage } from './support/page';

/**
 * The model page's menus and popovers load their code after the page is interactive (the kit's
 * internal/on-demand-overlay.tsx, issue 15 P4). Here the download menu's code is held back until the test lets it
 * through (an explicit signal, not a timer): a press made before it came must still open the menu, and the trigger
 * must not move when the full component takes its place.
 */
test('a menu pressed before its code came opens when it arrives, and Escape returns focus to its button', async ({
  page,
}) => {
  const menuCode = await holdBack(page, /\/assets\/DownloadMenuFull-[\w-]+\.js$/);
  await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${LUMEN_REALISM.versionIds['v2.1']}`);
  const trigger = page.getByRole('button', { name: 'More download options' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect.poll(menuCode.asked).toBe(true);
  const before = await trigger.boundingBox();

  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCount(0);

  menuCode.release();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(await trigger.boundingBox()).toEqual(before);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
