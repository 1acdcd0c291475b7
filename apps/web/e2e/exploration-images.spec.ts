import type { Page } from '@playwright/test';
import { mutateAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_GENERATION_KEY } from './support/generation';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

/** Adds an exploration prompt as the model's owner, through the API the prompts dialog uses. */
async function addPrompt(page: Page, modelId: number, versionId: number, name: string, prompt: string) {
  const answer = await mutateAs(page, 'modelVersion.upsertExplorationPrompt', {
    id: versionId,
    modelId,
    name,
    prompt,
    index: 0,
  });
  expect(answer.errorCode).toBeNull();
}

async function openCard(page: Page, modelId: number, versionId: number) {
  await openPage(page, `/models/${modelId}?modelVersionId=${versionId}`);
  // The masonry renders the cards near the viewport: bring the gallery there first.
  await page
    .getByRole('region', { name: 'Gallery' })
    .getByRole('heading', { name: 'Gallery' })
    .scrollIntoViewIfNeeded();
  const card = page.getByRole('region', { name: 'Explore this version' });
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('a visitor sees 9 generated images arrive, 9 more near the end; the owner jumps to the prompts; no key shows', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  // The model page with its gallery is the heaviest page of the hub: on a busy machine it takes longer to load.
  test.slow();
  const {
    models: [id = 0],
    owner,
    versionId,
  } = OWNED.explorationImages;
  const ownerPage = await newPageAs(owner);
  await addPrompt(ownerPage, id, versionId, 'Harbor', 'a harbor at dawn, oil painting');

  const answers: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      void response.text().then(
        (text) => answers.push(text),
        () => {},
      );
  });
  await signInAs('visitor');
  const card = await openCard(page, id, versionId);
  await expect(card.getByRole('button', { name: 'Edit prompts' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Harbor' }).click();
  await expect(card.getByRole('button', { name: 'Harbor' })).toHaveAttribute('aria-pressed', 'true');

  const images = card.getByRole('list', { name: 'Images for Harbor' });
  await expect(images.getByRole('img')).toHaveCount(9);
  await expect(images.getByRole('img', { name: 'Harbor, image 1', exact: true })).toHaveJSProperty(
    'naturalWidth',
    256,
  );
  await expectNoAxeViolations(page);

  // Near the end of the list, the next 9 are asked for.
  await images.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect(images.getByRole('img')).toHaveCount(18);

  expect(await page.content()).not.toContain(E2E_GENERATION_KEY);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer).not.toContain(E2E_GENERATION_KEY);

  const ownerCard = await openCard(ownerPage, id, versionId);
  await ownerCard.getByRole('button', { name: 'Edit prompts' }).click();
  await expect(ownerPage.getByRole('dialog', { name: 'Exploration prompts' })).toBeVisible();
});

test('six concurrent requests give "Too many requests"; a stalled provider gives the timeout text', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  // The reference provider never answers a [stall] prompt: each batch waits the spec's 10 s, then times out.
  test.slow();
  const {
    models: [id = 0],
    owner,
    versionId,
  } = OWNED.explorationLimits;
  const ownerPage = await newPageAs(owner);
  await addPrompt(ownerPage, id, versionId, 'Slow', 'a slow harbor [stall]');

  await signInAs('member');
  const card = await openCard(page, id, versionId);
  // Five batches pending (their answers have begun: the server counted them), then the browser's sixth is refused.
  const sixth = await page.evaluate(async (modelVersionId) => {
    const ask = () =>
      fetch('/api/exploration/images', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
        body: JSON.stringify({ modelVersionId, name: 'Slow', alreadyShown: 0 }),
      });
    const pending = await Promise.all(Array.from({ length: 5 }, ask));
    const refused = await ask();
    (window as unknown as { pending: Promise<string[]> }).pending = Promise.all(
      pending.map((response) => response.text()),
    );
    return { statuses: pending.map((r) => r.status), status: refused.status, body: await refused.json() };
  }, versionId);
  expect(sixth.statuses).toEqual([200, 200, 200, 200, 200]);
  expect(sixth).toMatchObject({ status: 429, body: { message: 'Too many requests' } });

  // The card says the same while those five are pending.
  await card.getByRole('button', { name: 'Slow' }).click();
  await expect(card.getByRole('status')).toContainText('Too many requests');

  // Once they have timed out, trying again waits 10 s per result and shows the timeout text.
  await page.evaluate(() => (window as unknown as { pending: Promise<string[]> }).pending);
  await card.getByRole('button', { name: 'Try again' }).click();
  const tiles = card.getByRole('list', { name: 'Images for Slow' }).getByRole('listitem');
  await expect(tiles).toHaveCount(9);
  await expect(tiles.filter({ hasText: 'The request timed out' })).toHaveCount(9, { timeout: 15_000 });
});

test('a model a moderator removes from generation loses its card and the server refuses', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  test.slow();
  const {
    models: [id = 0],
    owner,
    versionId,
  } = OWNED.explorationSwitch;
  const ownerPage = await newPageAs(owner);
  await addPrompt(ownerPage, id, versionId, 'Film', 'a film still of a harbor');

  await signInAs('member');
  const card = await openCard(page, id, versionId);
  await expect(card.getByRole('button', { name: 'Film' })).toBeVisible();

  const moderator = await newPageAs('moderator');
  expect((await mutateAs(moderator, 'model.toggleGeneration', { id })).errorCode).toBeNull();

  await openPage(page, `/models/${id}?modelVersionId=${versionId}`);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await gallery.getByRole('heading', { name: 'Gallery' }).scrollIntoViewIfNeeded();
  await expect(gallery.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Explore this version' })).toHaveCount(0);
  const refused = await page.request.post('/api/exploration/images', {
    headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
    data: { modelVersionId: versionId, name: 'Film', alreadyShown: 0 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: 'This version is not available for generation.' });
});
