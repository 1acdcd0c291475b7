import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { chooseVersionAction, openPage, openSecondVersion } from './support/page';
import { failNextCall } from './support/server-failure';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('an owner schedules a version: the tab says Scheduled, and a visitor cannot open the model before then', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  const {
    models: [id],
    owner,
  } = OWNED.schedule;
  await signInAs(owner);
  await openPage(page, `/models/${id}`);

  await page.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Schedule publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule your model' });
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  await dialog.getByLabel('Publish date').fill(isoDay(inAWeek));
  await dialog.getByLabel('Publish time').fill('10:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Publishing is scheduled.')).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toContainText('Scheduled');

  const visitor = await newPageAs(null);
  expect((await visitor.goto(`/models/${id}`))?.status()).toBe(404);
});

test('an owner rearranges the versions by keyboard and the order stays after a reload', async ({
  page,
  signInAs,
}) => {
  const {
    models: [id],
    owner,
  } = OWNED.rearrange;
  await signInAs(owner);
  await openPage(page, `/models/${id}`);
  const tabs = page.getByRole('tab');
  const before = await tabs.allTextContents();
  expect(before.length).toBeGreaterThan(2);
  const last = (await tabs.last().textContent()) ?? '';

  await page.getByRole('button', { name: 'Model actions' }).click();
  await page.getByRole('menuitem', { name: 'Rearrange versions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rearrange versions' });
  // By keyboard, as in any grid: focus the version's row, → to its "move up" button, Enter until it leads the list.
  const rows = dialog.getByRole('row');
  await rows.last().focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  for (let step = 0; step < 4 && (await focused()) !== `Move ${last} up`; step++)
    await page.keyboard.press('ArrowRight');
  for (let step = 1; step < before.length; step++) {
    await page.keyboard.press('Enter');
    await expect(rows.nth(before.length - 1 - step)).toHaveText(last);
  }
  await expect(dialog.getByRole('button', { name: `Move ${last} up` })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await openPage(page, `/models/${id}`);
  await expect(page.getByRole('tab')).toHaveText([last, ...before.filter((name) => name !== last)]);
});

test('an owner deletes the second version; when the server fails it comes back with the message', async ({
  page,
  signInAs,
}) => {
  const {
    models: [id],
    owner,
  } = OWNED.deleteVersion;
  await signInAs(owner);
  const { names, second } = await openSecondVersion(page, id);

  const deleteSecond = async () => {
    await chooseVersionAction(page, second, 'Delete version');
    await page
      .getByRole('alertdialog', { name: 'Delete version' })
      .getByRole('button', { name: 'Delete version' })
      .click();
  };

  await failNextCall(page, 'modelVersion.delete', 'The version could not be deleted right now.');
  await deleteSecond();
  await expect(page.getByText('Unable to delete version')).toBeVisible();
  await expect(page.getByText('The version could not be deleted right now.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(names);

  await deleteSecond();
  await expect(page.getByText('The version is deleted.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(names.filter((name) => name !== second));
  await openPage(page, `/models/${id}`);
  await expect(page.getByRole('tab')).toHaveText(names.filter((name) => name !== second));
});

test('an owner showcases a collection and suggests a model; visitors see both, moderators read it in the history', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  test.slow(); // three people's pages in turn
  const {
    models: [id],
    owner,
    collection,
    suggest,
  } = OWNED.resources;
  await signInAs(owner);
  await openPage(page, `/models/${id}`);

  await page.getByRole('button', { name: 'Model actions' }).click();
  await page.getByRole('menuitem', { name: 'Showcase collection' }).click();
  const showcase = page.getByRole('dialog', { name: 'Showcase collection' });
  await showcase.getByRole('button', { name: /Collection/ }).click();
  await page.getByRole('option', { name: collection }).click();
  await showcase.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The showcase collection is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Manage suggested resources' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage suggested resources' });
  await manage.getByRole('textbox', { name: 'Model id' }).fill(String(suggest));
  await manage.getByRole('button', { name: 'Add' }).click();
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your suggested resources are saved.')).toBeVisible();

  const visitor = await newPageAs('visitor');
  await openPage(visitor, `/models/${id}`);
  await expect(visitor.getByRole('button', { name: 'Follow collection' })).toBeVisible();
  const carousel = visitor.getByRole('region', { name: 'Suggested Resources' });
  await expect(carousel.getByRole('link').first()).toHaveAttribute('href', `/models/${suggest}`);

  const moderator = await newPageAs('moderator');
  await openPage(moderator, `/models/${id}`);
  const history = moderator.getByRole('region', { name: 'Model history' });
  await expect(history.getByText('Set the showcase collection')).toBeVisible();
  await expect(history.getByText('Changed the suggested resources')).toBeVisible();
});
