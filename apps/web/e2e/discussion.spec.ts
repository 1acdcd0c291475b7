import type { Locator, Page } from '@playwright/test';
import { mutateAs } from './support/api';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage } from './support/page';

const {
  models: [MODEL],
  users: [COMMENTER],
} = OWNED.discussion;
/** Ink Wash LoRA: every version in early access; the seed gives it four comments (read only here). */
const ALL_EARLY_ACCESS = 2;
/** Depth Guide Controlnet: the model is locked (read only here). */
const LOCKED = 13;

const discussionOf = (page: Page) => page.getByRole('region', { name: /^Discussion/ });

/** Writes `text` in the rich-text field named `label` and sends it, waiting for the server to take it. */
async function write(page: Page, scope: Locator, label: string, text: string, send: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
  const saved = page.waitForResponse((response) => response.url().includes('/api/trpc/comment.'));
  await scope.getByRole('button', { name: send, exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

/** The comment (or reply) that says `text`, as its card. */
const commentSaying = (scope: Locator, text: string) =>
  scope
    .getByRole('article')
    .filter({ has: scope.page().getByText(text, { exact: true }) })
    .last();

test("model 2's seeded comments show on its page", async ({ page }) => {
  await openPage(page, `/models/${ALL_EARLY_ACCESS}`);
  const discussion = discussionOf(page);
  await expect(discussion.getByRole('heading', { name: 'Discussion (4)' })).toBeVisible();
  await expect(discussion.getByRole('list', { name: 'Comments' }).getByRole('article')).toHaveCount(4);
  await expect(discussion.getByText('No comments yet')).toBeHidden();
});

test('a user comments, replies, edits and deletes; a moderator hides a comment from everyone else', async ({
  page,
  signInAs,
  newPageAs,
}) => {
  test.slow(); // two people in turn, five writes, each typed into the rich-text editor and waited on
  // Unique per run, so a rerun against the same hub finds only its own comments.
  const tag = `${test.info().workerIndex}-${Date.now().toString(36)}`;
  await signInAs(COMMENTER);
  await openPage(page, `/models/${MODEL}`);
  const discussion = discussionOf(page);

  await write(page, discussion, 'Add a comment', `First light ${tag}`, 'Post comment');
  const comment = commentSaying(discussion, `First light ${tag}`);
  await expect(comment).toBeVisible();
  await expect(comment.getByRole('link', { name: COMMENTER })).toBeVisible();

  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  await write(page, comment, 'Your reply', `A reply ${tag}`, 'Post reply');
  // The thread's one reply: an article inside the comment's (its text changes as it is edited).
  const reply = comment.getByRole('article', { name: `Comment by ${COMMENTER}` });
  await expect(reply.getByText(`A reply ${tag}`, { exact: true })).toBeVisible();

  await reply.getByRole('button', { name: 'Edit comment', exact: true }).click();
  await reply.getByRole('textbox', { name: 'Edit your comment' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' (edited text)');
  const edited = page.waitForResponse((response) => response.url().includes('/api/trpc/comment.update'));
  await reply.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await edited).ok()).toBe(true);
  await expect(reply.getByText(`A reply ${tag} (edited text)`, { exact: true })).toBeVisible();
  await expect(reply.getByText('(edited)')).toBeVisible();

  await reply.getByRole('button', { name: 'Delete comment', exact: true }).click();
  const removed = page.waitForResponse((response) => response.url().includes('/api/trpc/comment.delete'));
  await page
    .getByRole('alertdialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await removed).ok()).toBe(true);
  await expect(discussion.getByText(`A reply ${tag} (edited text)`)).toBeHidden();

  // After a reload the server's answer, not the page's memory, shows the thread.
  await openPage(page, page.url());
  await expect(commentSaying(discussion, `First light ${tag}`)).toBeVisible();
  await expect(discussion.getByText(`A reply ${tag}`)).toBeHidden();

  const moderator = await newPageAs('moderator');
  await openPage(moderator, `/models/${MODEL}`);
  const seen = commentSaying(discussionOf(moderator), `First light ${tag}`);
  const hidden = moderator.waitForResponse((response) =>
    response.url().includes('/api/trpc/comment.toggleHide'),
  );
  await seen.getByRole('button', { name: 'Hide comment', exact: true }).click();
  expect((await hidden).ok()).toBe(true);
  await expect(seen.getByText('Hidden by a moderator')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Unhide comment', exact: true })).toBeVisible();

  await openPage(page, page.url());
  await expect(discussionOf(page).getByRole('heading', { name: /^Discussion/ })).toBeVisible();
  await expect(discussionOf(page).getByText(`First light ${tag}`)).toBeHidden();
});

test('a muted user and a non-member on an all-early-access model read why they cannot comment; the server refuses them too', async ({
  newPageAs,
}) => {
  const muted = await newPageAs('muted');
  await openPage(muted, `/models/${MODEL}`);
  const mutedDiscussion = discussionOf(muted);
  await expect(mutedDiscussion.getByText('Muted users cannot add posts or reviews.')).toBeVisible();
  await expect(mutedDiscussion.getByRole('textbox', { name: 'Add a comment' })).toBeHidden();
  expect(await mutateAs(muted, 'comment.create', { modelId: MODEL, content: 'Let me in' })).toMatchObject({
    status: 403,
    errorCode: 'USER.MUTED',
  });

  const visitor = await newPageAs('visitor');
  await openPage(visitor, `/models/${ALL_EARLY_ACCESS}`);
  const visitorDiscussion = discussionOf(visitor);
  await expect(
    visitorDiscussion.getByText('You must be an Atelier Member to join this discussion', { exact: true }),
  ).toBeVisible();
  await expect(visitorDiscussion.getByRole('link', { name: 'Join Now' })).toBeVisible();
  await expect(visitorDiscussion.getByRole('textbox', { name: 'Add a comment' })).toBeHidden();
  expect(
    await mutateAs(visitor, 'comment.create', { modelId: ALL_EARLY_ACCESS, content: 'Let me in' }),
  ).toMatchObject({
    errorCode: 'MEMBERSHIP.DISCUSSION',
    message: 'You must be an Atelier Member to join this discussion',
  });
});

test('a locked model and an anonymous visitor: the discussion says why, and shows no field', async ({
  page,
}) => {
  await openPage(page, `/models/${LOCKED}`);
  await expect(discussionOf(page).getByText('Discussion is turned off for this model.')).toBeVisible();
  await expect(discussionOf(page).getByRole('textbox', { name: 'Add a comment' })).toBeHidden();

  await openPage(page, `/models/${MODEL}`);
  await expect(
    discussionOf(page).getByRole('link', { name: 'Sign in to join the discussion' }),
  ).toBeVisible();
});
