import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';
import {
  expectResumedAfterReload,
  gate,
  holdModelAnswers,
  smallSafetensors,
  watchUploads,
} from './support/uploads';

/** The id of the model's selected (here: only) version, as the API tells its owner. */
async function onlyVersionId(page: Page, modelId: number): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ json: { id: modelId } }));
  const response = await page.request.get(`/api/trpc/model.getById?input=${input}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { selectedVersionId: number } } } };
  return body.result.data.json.selectedVersionId;
}

test('an owner uploads a SafeTensors file in chunks (pause, resume, reload and resume) and sees its scan and tensor facts', async ({
  page,
  signInAs,
}) => {
  test.slow(); // an upload in many chunks, a reload, then the background job that reads and scans the file
  const {
    models: [modelId],
    owner,
  } = OWNED.addFiles;
  // On disk, so the file chosen again after the reload is the same file (name, size, date) and resumes.
  const path = test.info().outputPath('small.safetensors');
  await writeFile(path, smallSafetensors());
  await signInAs(owner);
  const wizard = `/models/${modelId}/model-versions/${await onlyVersionId(page, modelId as number)}/wizard?step=2`;
  const uploads = watchUploads(page);
  const patches = () => uploads.filter((request) => request.method === 'PATCH');
  const chooseAndUpload = async () => {
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByRole('button', { name: /File type/ }).click();
    await page.getByRole('option', { name: 'Model', exact: true }).click();
    await page.getByRole('button', { name: 'Upload' }).click();
  };

  await openPage(page, wizard);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft In Progress' })).toBeVisible();
  await expect(page.getByText('This version is missing files')).toBeVisible();

  // 328 bytes in 32-byte chunks (ATELIER_UPLOAD_CHUNK_BYTES in playwright.config.ts): the 3rd chunk waits, so the
  // upload is mid-way when Pause is pressed; after Resume the 6th waits until the page is reloaded.
  const third = gate();
  const sixth = gate();
  let patchCount = 0;
  await page.route(/\/api\/uploads\/./, async (route) => {
    if (route.request().method() === 'PATCH') {
      patchCount++;
      if (patchCount === 3) await third.opened;
      if (patchCount === 6) await sixth.opened;
    }
    await route.continue().catch(() => undefined); // a request the page gave up on (pause, reload)
  });
  await chooseAndUpload();
  const progress = page.getByRole('progressbar', { name: 'Uploading small.safetensors' });
  await expect(progress).toHaveAttribute('aria-valuetext', /of .+ \(\d+%\)$/);
  await expect.poll(() => patches().length).toBe(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  third.open();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => patches().length).toBeGreaterThanOrEqual(6);

  // A reload loses the page, not the upload: the same file and type continue from the server's offset.
  await openPage(page, wizard);
  sixth.open();
  const beforeReload = uploads.length;
  const releaseModelAnswers = await holdModelAnswers(page);
  await chooseAndUpload();
  const files = page.getByRole('list', { name: 'Files of v0.1' });
  // "Unverified" while Pending, "Verified" once both scans pass.
  const scan = files.getByRole('button', { name: /^(Unverified|Verified): small\.safetensors$/ });
  await expect(scan).toHaveAttribute('data-scan-result', 'Pending');
  expectResumedAfterReload(uploads, beforeReload);
  await scan.click();
  await expect(page.getByRole('dialog')).toContainText("This file hasn't been scanned yet, check back soon.");
  await page.keyboard.press('Escape');
  releaseModelAnswers();

  // The e2e hub scans with a private clamd where the machine has one (CI does); without it the virus scan ends as
  // Error. Either way the scan finishes and the header's facts appear.
  const clamd = process.env.ATELIER_E2E_CLAMD === '1';
  await expect(scan).toHaveAttribute('data-scan-result', clamd ? 'Success' : 'Error', { timeout: 20_000 });
  await expect(files.getByText(/^128 parameters · F16 · .+ to load$/)).toBeVisible();
  await scan.click();
  await expect(page.getByRole('dialog')).toContainText(
    clamd ? 'This file appears to be safe.' : "We couldn't scan this file. Be extra cautious.",
  );
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

test('the wizard sends an anonymous visitor to sign in and back, and is not found for anyone else', async ({
  newPageAs,
}) => {
  const {
    models: [modelId],
  } = OWNED.addFiles;
  const path = `/models/${modelId}/model-versions/1/wizard?step=2`;
  const anonymous = await newPageAs(null);
  await openPage(anonymous, path);
  await expect(anonymous).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === path,
  );

  const member = await newPageAs('member');
  const response = await openPage(member, path);
  expect(response?.status()).toBe(404);
  await expect(member.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
