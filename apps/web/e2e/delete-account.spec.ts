import { authErrors } from '@atelier/domain';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';

const { versionId } = OWNED.deleteAccount;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('deleting an account signs it out, hides its profile and post, and keeps its name taken', async ({
  page,
  newPageAs,
}) => {
  const username = unique('leaver');
  await signUp(page, username);
  // A published post (no images) on a seeded version: content an anonymous visitor reads.
  const created = await page.request.post('/api/trpc/post.create', {
    headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
    data: JSON.stringify({ json: { modelVersionId: versionId, title: `Farewell from ${username}` } }),
  });
  expect(created.status()).toBe(200);
  const postId = ((await created.json()) as { result: { data: { json: { id: number } } } }).result.data.json
    .id;

  const visitor = await newPageAs(null);
  await openPage(visitor, `/user/${username}`);
  await expect(visitor.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await openPage(visitor, `/posts/${postId}`);
  await expect(visitor.getByText(`Farewell from ${username}`)).toBeVisible();

  await openPage(page, '/user/account/delete');
  const statement = page.getByRole('region', { name: 'What happens when you delete your account' });
  await expect(statement).toContainText('every API key stop working');
  await expect(statement).toContainText('Your username stays reserved');
  await expect(statement).toContainText('Your Buzz is frozen');
  await expect(statement).toContainText('What others bought stays theirs');
  await expect(statement).toContainText('For 30 days');
  await expectNoAxeViolations(page);

  await page.getByLabel('Your password', { exact: true }).fill('not my password at all');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(authErrors.wrongPassword.message)).toBeVisible();

  await page.getByLabel('Your password', { exact: true }).fill('quartz-otter-lantern-93');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await openPage(page, '/user/account/delete');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);

  await openPage(visitor, `/user/${username}`);
  await expect(visitor.getByRole('heading', { name: username, level: 1 })).toHaveCount(0);
  await openPage(visitor, `/posts/${postId}`);
  await expect(visitor.getByText(`Farewell from ${username}`)).toHaveCount(0);

  await openPage(page, '/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('another-otter-lantern-94');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(authErrors.usernameTaken.message)).toBeVisible();
});
