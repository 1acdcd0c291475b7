import { idCreatedBy } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';

const {
  models: [MODEL_ID],
  collection: NAME,
} = OWNED.collections;
const MODEL_PAGE = `/models/${MODEL_ID}`;

// React Aria's checkboxes hide their input under the drawn box: they are toggled from the keyboard, as people may.

test('a new account creates a collection from the Collect dialog, adds, removes, opens, edits and deletes it', async ({
  page,
  newPageAs,
}) => {
  const username = `collector${test.info().repeatEachIndex || ''}`;
  await signUp(page, username, MODEL_PAGE);

  // No collections yet: the dialog says so and offers to make one, which then holds the model.
  await openPage(page, MODEL_PAGE);
  await page.getByRole('button', { name: 'Collect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to collection' });
  await expect(dialog.getByText('You have no collections yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New collection' }).click();
  const form = dialog.getByRole('form', { name: 'New collection' });
  await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await form.getByRole('textbox', { name: 'Description' }).fill('Prompts worth keeping');
  const collectionId = await idCreatedBy(page, 'collection.create', () =>
    form.getByRole('button', { name: 'Create' }).click(),
  );
  const checkbox = dialog.getByRole('checkbox', { name: NAME });
  await expect(checkbox).toBeChecked();

  // Unchecking takes the model out (the button loses its collected state); checking puts it back.
  await checkbox.press('Space');
  await expect(checkbox).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Collect', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Collect', exact: true }).click();
  await dialog.getByRole('checkbox', { name: NAME }).press('Space');
  await expect(dialog.getByRole('checkbox', { name: NAME })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Collected' })).toBeVisible();

  // Its page, from the owner's profile: name, owner, description and the model.
  await openPage(page, `/user/${username}`);
  await page.getByRole('region', { name: 'Collections' }).getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(`/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: username })).toHaveAttribute('href', `/user/${username}`);
  await expect(main.getByText('Prompts worth keeping')).toBeVisible();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('link', { name: 'Wildcard Prompt Library' })).toHaveAttribute(
    'href',
    `/models/${MODEL_ID}/wildcard-prompt-library`,
  );
  await expectNoAxeViolations(page);

  // Made private, it answers an anonymous visitor like a collection that does not exist.
  await page.getByRole('button', { name: 'Edit collection' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit collection' });
  await edit.getByRole('checkbox', { name: /Private/ }).press('Space');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByText('Private', { exact: true })).toBeVisible();
  const anonymous = await newPageAs(null);
  const hidden = await anonymous.goto(`/collections/${collectionId}`);
  expect(hidden?.status()).toBe(404);
  const missing = await anonymous.goto('/collections/999999');
  expect(missing?.status()).toBe(404);

  // Emptied on its page, it shows the spec's empty state.
  await items.getByRole('button', { name: 'Remove Wildcard Prompt Library' }).click();
  await expect(main.getByText('There are no items for this collection')).toBeVisible();

  // Deleting says what goes first, then the collection is gone.
  await page.getByRole('button', { name: 'Delete collection' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this collection?' });
  await expect(confirm).toContainText(`“${NAME}” and its 0 items will be deleted.`);
  await expect(confirm).toContainText('The models themselves are not deleted.');
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page).toHaveURL(`/user/${username}`);
  await expect(page.getByRole('region', { name: 'Models' })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);
  const gone = await page.goto(`/collections/${collectionId}`);
  expect(gone?.status()).toBe(404);
});
