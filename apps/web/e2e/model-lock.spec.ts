import { errors, MODEL_TEXTS } from '@atelier/domain';
import { modelUpsertInput, mutateAs, queryAs } from './support/api';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

// The moderator reads the history in their own locale and time zone (issue 20: local dates, not ISO strings).
test.use({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' });

test('a moderator locks a model: the server refuses its owner’s edit, and the page keeps the name', async ({
  page: moderator,
  signInAs,
  newPageAs,
}) => {
  // Two people, two sign-ins and a dozen page loads on a busy machine.
  test.slow();
  const {
    models: [id],
    owner,
  } = OWNED.lock;
  await signInAs('moderator');
  await openPage(moderator, `/models/${id}`);
  const name = (await moderator.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(name).not.toBe('');
  await moderator.getByRole('button', { name: 'Model actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Lock model' }).click();
  await expect(moderator.getByText('The model is locked.')).toBeVisible();
  const entry = moderator
    .getByRole('region', { name: 'Model history' })
    .getByRole('listitem')
    .filter({ hasText: 'Locked or unlocked the model' })
    .first();
  await expect(entry).toBeVisible();
  const time = entry.locator('time');
  const when = new Date((await time.getAttribute('datetime')) ?? '');
  const local = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(when);
  await expect(time).toHaveText(local);

  const ownerPage = await newPageAs(owner);
  // The edit page offers no form, and says why; the server refuses the same edit sent by a script.
  await openPage(ownerPage, `/models/${id}/edit`);
  await expect(ownerPage.getByText(errors.modelLocked.message)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Save model' })).toHaveCount(0);
  // So does the edit page of each of its versions.
  const { versions } = await queryAs<{ versions: { id: number }[] }>(ownerPage, 'model.getById', { id });
  await openPage(ownerPage, `/models/${id}/model-versions/${versions[0]?.id}/edit`);
  await expect(ownerPage.getByText(errors.modelLocked.message)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Save version' })).toHaveCount(0);
  const rename = await modelUpsertInput(ownerPage, id, { name: 'Renamed while locked' });
  expect(await mutateAs(ownerPage, 'model.upsert', rename)).toEqual({
    status: 409,
    errorCode: errors.modelLocked.code,
    message: errors.modelLocked.message,
  });

  await openPage(ownerPage, `/models/${id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(name);
  // The page offers the owner none of the edits the server refuses, and says why.
  await expect(ownerPage.getByText(MODEL_TEXTS.locked)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Model actions' })).toHaveCount(0);
  // Every other owner write is refused by the same server rule, whatever the page offers.
  expect(await mutateAs(ownerPage, 'model.unpublish', { id })).toEqual({
    status: 409,
    errorCode: errors.modelLocked.code,
    message: errors.modelLocked.message,
  });
  const seen = await queryAs<{ model: { status: string } }>(ownerPage, 'model.getById', { id });
  expect(seen.model.status).toBe('Published');

  // A lock keeps the owner's edits out, not the owner: liking still works and its count shows; the notify button
  // still works, and says what it does next.
  const like = ownerPage.getByRole('button', { name: /^Like \d+ likes?$/ });
  const likes = Number(/\d+/.exec((await like.textContent()) ?? '')?.[0]);
  await like.click();
  await expect(like).toHaveAccessibleName(`Like ${likes + 1} ${likes + 1 === 1 ? 'like' : 'likes'}`);
  await like.click();
  await expect(like).toHaveAccessibleName(`Like ${likes} ${likes === 1 ? 'like' : 'likes'}`);
  await ownerPage.getByRole('button', { name: MODEL_TEXTS.notify.start }).click();
  await expect(ownerPage.getByRole('button', { name: MODEL_TEXTS.notify.stop })).toBeVisible();
  await ownerPage.getByRole('button', { name: MODEL_TEXTS.notify.stop }).click();
  await expect(ownerPage.getByRole('button', { name: MODEL_TEXTS.notify.start })).toBeVisible();

  // Unlocking gives the owner their edits back.
  await moderator.getByRole('button', { name: 'Model actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Unlock model' }).click();
  await expect(moderator.getByText('The model is unlocked.')).toBeVisible();
  await openPage(ownerPage, `/models/${id}/edit`);
  await ownerPage.getByLabel('Name', { exact: true }).fill(`${name} (edited)`);
  await ownerPage.getByRole('button', { name: 'Save model' }).click();
  await expect(ownerPage.getByText('The model is saved.')).toBeVisible();
  await openPage(ownerPage, `/models/${id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(`${name} (edited)`);
});
