import { errors } from '@atelier/domain';
import type { Page } from '@playwright/test';
import { mutateAs, queryAs } from './support/api';
import { LUMEN_REALISM } from './support/demo';
import { expect } from './support/fixtures';
import { atelierOn, testOnOwnHub } from './support/own-hub';
import { openPage } from './support/page';

/**
 * Issue 20's acceptance journeys: feature flags set with `atelier flags set` while the server runs. A flag is global,
 * so these journeys run on a hub of their own (support/own-hub.ts, port ATELIER_E2E_PORT + 1000), one after the
 * other: turning Buzz or writing off there cannot break a journey running on the shared hub at the same time.
 */
const PORT = Number(
  process.env.ATELIER_E2E_FLAGS_PORT ?? Number(process.env.ATELIER_E2E_PORT ?? 4173) + 1000,
);
/** A page load takes seconds on a busy machine: room for a few reloads while the server picks the change up. */
const POLL_MS = 30_000;

// The server reads the flags table every 250 ms here (2 s by default), so the journeys' polls end sooner.
const test = testOnOwnHub(PORT, { ATELIER_FLAGS_REFRESH_MS: '250' });

// Each journey runs the CLI three times (a process of its own, ~10 s each here).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Lumen Realism's creator (ada_lumen), whom the member tips and follows. */
const creatorId = async (page: Page) =>
  (await queryAs<{ creatorId: number }>(page, 'model.getById', { id: LUMEN_REALISM.id })).creatorId;

test('turn buzz off with the CLI while the server runs: Tip disappears and buzz.tip is refused', async ({
  page,
  signInAs,
  hub,
}) => {
  await signInAs('member');
  await openPage(page, LUMEN_REALISM.path);
  const tip = page.getByRole('button', { name: /^Tip/ });
  const tipsAfterReload = async () => {
    await openPage(page, LUMEN_REALISM.path);
    return tip.count();
  };
  const header = page.getByRole('navigation', { name: 'Account' }).first();
  await expect(tip.first()).toBeVisible();
  await expect(header.getByRole('link', { name: /^Buzz balance/ })).toBeVisible();

  try {
    await atelierOn(hub, 'flags', 'set', 'buzz', 'off');
    // The server picks the change up within seconds: each reload is a fresh server render.
    await expect.poll(tipsAfterReload, { timeout: POLL_MS }).toBe(0);
    await expect(header.getByRole('link', { name: /^Buzz balance/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: LUMEN_REALISM.name, level: 1 })).toBeVisible();

    const refused = await mutateAs(page, 'buzz.tip', {
      toUserId: await creatorId(page),
      amount: 10,
      entityType: 'model',
      entityId: LUMEN_REALISM.id,
    });
    expect(refused).toEqual({
      status: 403,
      errorCode: errors.featureOff.code,
      message: errors.featureOff.message,
    });
  } finally {
    await atelierOn(hub, 'flags', 'set', 'buzz', 'on');
  }
  await expect.poll(tipsAfterReload, { timeout: POLL_MS }).toBeGreaterThan(0);
});

test('canWrite off: every mutation is refused with the read-only message, pages are still served', async ({
  page,
  signInAs,
  hub,
}) => {
  await signInAs('member');
  const creator = await creatorId(page);
  try {
    const run = await atelierOn(hub, 'flags', 'set', 'canWrite', 'off', '--json');
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, flag: { name: 'canWrite', on: false } });
    await expect
      .poll(async () => (await mutateAs(page, 'user.toggleFollow', { targetUserId: creator })).errorCode)
      .toBe(errors.cannotWrite.code);
    expect(await mutateAs(page, 'user.toggleFollow', { targetUserId: creator })).toEqual({
      status: 503,
      errorCode: errors.cannotWrite.code,
      message: errors.cannotWrite.message,
    });
    // Reading keeps working: the model page renders, with its actions, for the signed-in viewer.
    const response = await openPage(page, LUMEN_REALISM.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: LUMEN_REALISM.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: errors.cannotWrite.message })).toBeVisible();
    // The operator can always turn writing back on: `atelier flags` works on a read-only hub.
    const listed = JSON.parse((await atelierOn(hub, 'flags', '--json')).stdout) as {
      flags: { name: string; on: boolean }[];
    };
    expect(listed.flags.find((flag) => flag.name === 'canWrite')).toMatchObject({ on: false });
  } finally {
    await atelierOn(hub, 'flags', 'set', 'canWrite', 'on');
  }
  await expect
    .poll(async () => (await mutateAs(page, 'user.toggleFollow', { targetUserId: creator })).status)
    .toBe(200);
});

test('imageGeneration off: the Explore card is gone and the server refuses to generate', async ({
  page,
  signInAs,
  newPageAs,
  hub,
}) => {
  // Painted City Mix (model 40, version 67) of ada_lumen; this hub's data is its own, so nothing here is claimed.
  const modelId = 40;
  const modelVersionId = 67;
  const owner = await newPageAs('ada_lumen');
  const added = await mutateAs(owner, 'modelVersion.upsertExplorationPrompt', {
    id: modelVersionId,
    modelId,
    name: 'Harbor',
    prompt: 'a harbor at dawn',
    index: 0,
  });
  expect(added.errorCode).toBeNull();
  await signInAs('member');
  const path = `/models/${modelId}?modelVersionId=${modelVersionId}`;
  const card = page.getByRole('region', { name: 'Explore this version' });
  const generate = () =>
    page.request.post('/api/exploration/images', {
      headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
      data: { modelVersionId, name: 'Harbor', alreadyShown: 0 },
    });
  // The gallery's masonry renders the cards near the viewport: bring it there, wait for its first card, then count.
  const cardsShown = async () => {
    await openPage(page, path);
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await gallery.getByRole('heading', { name: 'Gallery' }).scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('article').first()).toBeVisible();
    return card.count();
  };
  expect(await cardsShown()).toBe(1);

  try {
    await atelierOn(hub, 'flags', 'set', 'imageGeneration', 'off');
    await expect.poll(cardsShown, { timeout: POLL_MS }).toBe(0);
    const refused = await generate();
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: errors.featureOff.message });
  } finally {
    await atelierOn(hub, 'flags', 'set', 'imageGeneration', 'on');
  }
  await expect.poll(cardsShown, { timeout: POLL_MS }).toBe(1);
});
