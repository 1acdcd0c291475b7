import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

/**
 * A tool that speaks Civitai's REST API v1 (docs/rest-api.md) against the hub, while a moderator takes the model
 * down from its page: with "leave no tombstone" the tool still finds the version; with a plain takedown it is told
 * the version was removed; once brought back it finds it again.
 */

const [MODEL] = OWNED.tombstone.models;

type File = { primary: boolean; hashes: Record<string, string>; downloadUrl: string };
type Version = { id: number; files: File[]; downloadUrl?: string; model?: { mode?: string } };

const lookUp = async (request: APIRequestContext, hash: string) => {
  const response = await request.get(`/api/v1/model-versions/by-hash/${hash.toLowerCase()}`, {
    headers: { authorization: 'Bearer None' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Version & { removed?: { category: string } };
};

const chooseModelAction = async (page: Page, action: string) => {
  await page.getByRole('button', { name: 'Model actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

test('a moderator’s takedown tells tools the file was removed, unless they choose no tombstone', async ({
  page,
  request,
  signInAs,
}) => {
  const model = await request.get(`/api/v1/models/${MODEL}`);
  expect(model.status()).toBe(200);
  const [latest] = ((await model.json()) as { modelVersions: Version[] }).modelVersions;
  const primary = latest?.files.find((file) => file.primary);
  const sha = primary?.hashes.SHA256 ?? '';
  expect(sha).toMatch(/^[0-9A-F]{64}$/);
  expect((await lookUp(request, sha)).id).toBe(latest?.id);
  const download = await request.get(new URL(latest?.downloadUrl ?? '').pathname, {
    headers: { authorization: 'Bearer None', range: 'bytes=0-' },
  });
  expect(download.status()).toBe(206);

  await signInAs('moderator');
  await openPage(page, `/models/${MODEL}`);
  await chooseModelAction(page, 'Take down, leave no tombstone');
  await expect(page.getByText('The model is taken down.')).toBeVisible();
  const silent = await lookUp(request, sha);
  expect(silent.removed).toBeUndefined();
  expect(silent.model?.mode).toBe('TakenDown');

  await chooseModelAction(page, 'Bring back');
  await expect(page.getByText('The model is back.')).toBeVisible();
  await chooseModelAction(page, 'Take down');
  await expect(page.getByText('The model is taken down.').last()).toBeVisible();
  await expect.poll(async () => (await lookUp(request, sha)).removed?.category).toBe('moderation');

  await chooseModelAction(page, 'Bring back');
  await expect.poll(async () => (await lookUp(request, sha)).id).toBe(latest?.id);
});
