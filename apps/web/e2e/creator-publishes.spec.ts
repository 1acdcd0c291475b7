import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openPage, signUp } from './support/page';
import {
  expectResumedAfterReload,
  gate,
  holdModelAnswers,
  pngImage,
  smallSafetensors,
  watchUploads,
} from './support/uploads';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Picks `option` in the react-aria select whose button's name ends with `label` (it shows the current value). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Issue 14's acceptance in the browser: someone signs up, creates a model and its first version, uploads a real
 * SafeTensors file in chunks (pausing, reloading the page and resuming), watches it go from Pending to its scan
 * result with its tensor facts, adds a showcase image and publishes; an anonymous visitor then downloads the file and
 * gets the very bytes that were uploaded. The user is new, so no other journey depends on what this one creates.
 */
test('a new creator signs up, creates a model, uploads, adds an image, publishes; anyone downloads the same bytes', async ({
  page,
  newPageAs,
}) => {
  test.slow(); // a sign-up, three forms, an upload in 32-byte chunks across a reload, a scan, an image, a publish
  const file = test.info().outputPath('lantern.safetensors');
  const bytes = smallSafetensors();
  await writeFile(file, bytes);
  const image = test.info().outputPath('cover.png');
  await writeFile(image, pngImage(48, 32));

  // Its own user (another for each --repeat-each run, since the hub is shared).
  await signUp(page, `lantern_maker${test.info().repeatEachIndex || ''}`);
  await page.getByRole('link', { name: 'Create', exact: true }).click();

  // The model.
  await expect(page.getByRole('heading', { level: 1, name: 'Create a model' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Lantern Light');
  await choose(page, 'Type', 'LORA');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Warm light from paper lanterns.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('lighting');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create model' }).click();

  // Its first version (step 1 of the wizard is the same form).
  await expect(page).toHaveURL(/\/models\/\d+\/model-versions\/create$/);
  const modelId = Number(new URL(page.url()).pathname.split('/')[2]);
  await page.getByLabel('Version name').fill('v1');
  await choose(page, 'Base model', 'SDXL 1.0');
  await page.getByRole('textbox', { name: 'Trigger words' }).fill('lantern light');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next: add files' }).click();
  await expect(page).toHaveURL(/\/wizard\?step=2$/);
  const wizard = new URL(page.url());
  const versionId = Number(wizard.pathname.split('/')[4]);

  // Step 2: the file in 32-byte chunks; the 3rd chunk is held while Pause is pressed, then the page reloads.
  const uploads = watchUploads(page);
  const third = gate();
  let patches = 0;
  await page.route(/\/api\/uploads\/./, async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 3) await third.opened;
    await route.continue().catch(() => undefined); // a request the page gave up on (pause, reload)
  });
  const chooseAndUpload = async () => {
    await page.locator('input[type="file"]').setInputFiles(file);
    await choose(page, 'File type', 'Model');
    await page.getByRole('button', { name: 'Upload' }).click();
  };
  await chooseAndUpload();
  await expect(page.getByRole('progressbar', { name: 'Uploading lantern.safetensors' })).toBeVisible();
  await expect.poll(() => uploads.filter((request) => request.method === 'PATCH').length).toBe(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await openPage(page, `${wizard.pathname}${wizard.search}`);
  third.open();
  const beforeReload = uploads.length;
  const releaseModelAnswers = await holdModelAnswers(page);
  await chooseAndUpload();
  const files = page.getByRole('list', { name: 'Files of v1' });
  const scan = files.getByRole('button', { name: /^(Unverified|Verified): lantern\.safetensors$/ });
  await expect(scan).toHaveAttribute('data-scan-result', 'Pending');
  expectResumedAfterReload(uploads, beforeReload);
  releaseModelAnswers();
  // The scan's result once the background job has run (Error where the machine has no clamd to scan with).
  const clamd = process.env.ATELIER_E2E_CLAMD === '1';
  await expect(scan).toHaveAttribute('data-scan-result', clamd ? 'Success' : 'Error', { timeout: 20_000 });
  await expect(files.getByText(/^128 parameters · F16 · .+ to load$/)).toBeVisible();

  // Step 3: a showcase image, then Publish.
  await page.unroute(/\/api\/uploads\/./);
  await page.getByRole('link', { name: 'Next: add images' }).click();
  await expect(page.getByRole('heading', { name: 'Add images' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(image);
  await expect(page.getByRole('list', { name: 'Images of v1' }).getByText('48 × 32')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/models/${modelId}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern Light' })).toBeVisible();

  // Anyone: the page and the file, byte for byte.
  const visitor = await newPageAs(null);
  await openPage(visitor, `/models/${modelId}?modelVersionId=${versionId}`);
  const downloading = visitor.waitForEvent('download');
  await visitor
    .getByRole('complementary', { name: 'Version details' })
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect(sha256(await readFile(await download.path()))).toBe(sha256(bytes));
});
