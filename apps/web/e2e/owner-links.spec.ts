import type { Page } from '@playwright/test';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page';

/** The links (not the actions) of the menu that `button` opens. */
async function menuLinks(page: Page, button: ReturnType<Page['getByRole']>): Promise<string[]> {
  await button.click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href')).filter((href): href is string => href !== null),
  );
  await page.keyboard.press('Escape');
  return hrefs;
}

/** The same path about a model that does not exist (the model id swapped for one never used). */
const ofMissingModel = (path: string) => path.replace(`/models/${LUMEN_REALISM.id}/`, '/models/999999/');

// Reads only: Lumen Realism's owner opens menus and pages, and nothing is saved.
test("every link in the owner's model and version menus opens a working page; the authoring pages answer others like a missing model", async ({
  page,
  signInAs,
  newPageAs,
}) => {
  test.slow(); // every version's menu, then each link three times over
  await signInAs(LUMEN_REALISM.owner);
  const links = new Set<string>();
  for (const versionId of Object.values(LUMEN_REALISM.versionIds)) {
    await openPage(page, `${LUMEN_REALISM.path}?modelVersionId=${versionId}`);
    for (const href of await menuLinks(page, page.getByRole('button', { name: /^Actions for / })))
      links.add(href);
  }
  for (const href of await menuLinks(page, page.getByRole('button', { name: 'Model actions' })))
    links.add(href);
  const authoring = [...links].filter((href) => /\/(edit|model-versions\/create|wizard)\b/.test(href));
  // Edit model, Add version, and each version's Edit version at least.
  expect(authoring.length).toBeGreaterThanOrEqual(2 + Object.keys(LUMEN_REALISM.versionIds).length);

  for (const href of links) {
    const response = await openPage(page, href);
    expect({ href, status: response?.status() }).toEqual({ href, status: 200 });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }

  const anonymous = await newPageAs(null);
  const member = await newPageAs('member');
  for (const href of authoring) {
    for (const path of [href, ofMissingModel(href)]) {
      const visit = await anonymous.request.get(path, { maxRedirects: 0 });
      expect({ path, status: visit.status() }).toEqual({ path, status: 302 });
      const login = new URL(visit.headers().location ?? '', 'http://hub');
      expect({ path, to: login.pathname, back: login.searchParams.get('returnUrl') }).toEqual({
        path,
        to: '/login',
        back: path,
      });
      const stranger = await member.request.get(path, { maxRedirects: 0 });
      expect({ path, status: stranger.status() }).toEqual({ path, status: 404 });
    }
  }
});
