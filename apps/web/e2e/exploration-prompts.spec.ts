import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';
import { failNextCall } from './support/server-failure';

test('an owner adds, edits and deletes an exploration prompt; a failed delete keeps it and says so', async ({
  page,
  signInAs,
}) => {
  const {
    models: [id],
    owner,
    versionId,
  } = OWNED.prompts;
  await signInAs(owner);
  await openPage(page, `/models/${id}?modelVersionId=${versionId}`);
  await page.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Exploration prompts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exploration prompts' });
  const prompts = dialog.getByRole('listitem');

  const add = dialog.getByRole('button', { name: 'Add prompt' });
  await expect(add).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Display name/ }).fill('Armored knight');
  await dialog.getByRole('textbox', { name: /^Prompt/ }).fill('a knight in silver armor, dramatic light');
  await add.click();
  const knight = prompts.filter({ hasText: 'Armored knight' });
  await expect(knight).toContainText('a knight in silver armor, dramatic light');

  await dialog.getByRole('button', { name: 'Edit Armored knight' }).click();
  // Editing keeps the name: only the prompt can change (spec §5).
  await expect(knight.getByRole('textbox', { name: /Display name/ })).toHaveCount(0);
  await knight.getByRole('textbox', { name: /Prompt/ }).fill('a knight in golden armor, dramatic light');
  await knight.getByRole('button', { name: 'Save' }).click();
  await expect(knight).toContainText('a knight in golden armor, dramatic light');

  // A double at the network edge: the server fails the next delete.
  await failNextCall(page, 'modelVersion.deleteExplorationPrompt', 'Internal server error');
  await dialog.getByRole('button', { name: 'Delete Armored knight' }).click();
  await expect(page.getByText('Unable to delete prompt. Please try again')).toBeVisible();
  await expect(knight).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Delete Armored knight' }).click();
  await expect(knight).toHaveCount(0);
});
