import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { chooseVersionAction, openPage, openSecondVersion } from './support/page';

test("an owner's version delete says what goes and hides other people's reviews and posts; a moderator restores them", async ({
  page,
  signInAs,
  newPageAs,
}) => {
  test.slow(); // two people's pages in turn
  const {
    models: [id],
    owner,
  } = OWNED.deleteRestoreVersion;
  await signInAs(owner);
  const { names, second } = await openSecondVersion(page, id);

  await chooseVersionAction(page, second, 'Delete version');
  const dialog = page.getByRole('alertdialog', { name: 'Delete version' });
  await expect(dialog).toContainText(
    /5 reviews, 1 post and \d+ images? by other people will be hidden with it, until a moderator restores it\./,
  );
  await dialog.getByRole('button', { name: 'Delete version' }).click();
  await expect(page.getByText('The version is deleted.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(names.filter((name) => name !== second));

  const moderator = await newPageAs('moderator');
  await openPage(moderator, `/models/${id}`);
  const deletedTab = moderator.getByRole('tab', { name: new RegExp(second) });
  await expect(deletedTab).toContainText('Deleted');
  await deletedTab.click();
  await chooseVersionAction(moderator, second, 'Restore version');
  await expect(moderator.getByText('The version is restored, unpublished.')).toBeVisible();
  await expect(moderator.getByRole('tab', { name: new RegExp(second) })).toContainText('Unpublished');

  await openPage(page, `/models/${id}`);
  await expect(page.getByRole('tab')).toHaveCount(names.length);
  await page.getByRole('tab', { name: new RegExp(second) }).click();
  await chooseVersionAction(page, second, 'Delete version');
  await expect(dialog).toContainText(/5 reviews, 1 post and \d+ images? by other people will be hidden/);
});
