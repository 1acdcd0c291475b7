import { errors } from '@atelier/domain';
import { expectNoAxeViolations } from './support/axe';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { openPage, signUp } from './support/page';

/**
 * Issue 19's chat in the browser, between two accounts of the journey's own: the creator card opens a chat (on a
 * model page and on a profile); a message sent with Enter shows as typed text; the recipient sees the unread count
 * in the header, reads the chat and answers; the sender sees the answer arrive (the page asks every few seconds).
 */
test('a direct message: sent from a creator card, counted in the header, read and answered', async ({
  page,
  newPageAs,
  baseURL,
}) => {
  test.slow(); // two sign-ups and two people taking turns
  const suffix = test.info().repeatEachIndex || '';
  const sender = `chat_sender${suffix}`;
  const recipient = `chat_reader${suffix}`;
  const reader = await newPageAs(null);
  // The reader uses the dark theme, so both themes are scanned.
  await reader.context().addCookies([{ name: 'atelier_theme', value: 'dark', url: baseURL ?? '' }]);
  await signUp(reader, recipient);
  await signUp(page, sender);

  // A model page's creator card opens the chat with its creator (an empty thread: nobody sees it until a message).
  await openPage(page, LUMEN_REALISM.path);
  await page.getByRole('button', { name: `Chat with ${LUMEN_REALISM.owner}` }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('heading', { name: `Chat with ${LUMEN_REALISM.owner}` })).toBeVisible();
  await expect(page.getByLabel(`Message to ${LUMEN_REALISM.owner}`)).toBeVisible();

  // The reader's profile card does the same; Shift+Enter starts a new line, Enter sends.
  await openPage(page, `/user/${recipient}`);
  await page.getByRole('button', { name: `Chat with ${recipient}` }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const composer = page.getByLabel(`Message to ${recipient}`);
  await composer.fill('Hello there!');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('<b>not bold</b>');
  await composer.press('Enter');
  const log = page.getByRole('log', { name: `Messages with ${recipient}` });
  const sent = log.getByRole('listitem').filter({ hasText: 'Hello there!' });
  await expect(sent.getByText('<b>not bold</b>')).toBeVisible();
  await expect(sent.locator('b')).toHaveCount(0);
  await expect(composer).toHaveValue('');
  await expectNoAxeViolations(page);

  // The reader: one unread in the header and on the thread, read on opening it, then answered.
  await openPage(reader, '/');
  const headerChat = reader.getByRole('link', { name: 'Chat (1 unread message)' });
  await expect(headerChat).toBeVisible();
  // The header's count is read out with the link's visible text (axe: label-content-name-mismatch).
  await expectNoAxeViolations(reader);
  await headerChat.click();
  await expect(reader).toHaveURL(/\/chat$/);
  await reader.getByRole('link', { name: new RegExp(`^${sender} \\(1 unread message\\)`) }).click();
  const readerLog = reader.getByRole('log', { name: `Messages with ${sender}` });
  await expect(readerLog.getByText('Hello there!')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await expect(reader.getByRole('link', { name: sender, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(reader);
  const answer = reader.getByLabel(`Message to ${sender}`);
  await answer.fill('Hi! Thanks for writing.');
  await reader.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(readerLog.getByText('Hi! Thanks for writing.')).toBeVisible();

  // The sender's open chat shows the answer when it next asks (every 5 s), marked by "recipient" as its author.
  await expect(log.getByRole('listitem').filter({ hasText: 'Hi! Thanks for writing.' })).toContainText(
    recipient,
    {
      timeout: 20_000,
    },
  );

  // Blocking: the reader blocks the sender, sees why they cannot write, and unblocks.
  await reader.getByRole('button', { name: `Block ${sender}` }).click();
  await expect(reader.getByText(errors.chatBlockedByYou.message)).toBeVisible();
  await expect(reader.getByLabel(`Message to ${sender}`)).toHaveCount(0);
  await reader.getByRole('button', { name: `Unblock ${sender}` }).click();
  await expect(reader.getByLabel(`Message to ${sender}`)).toBeVisible();
});

test('a signed-out visitor who opens a chat signs in first and comes back to it', async ({ page }) => {
  await openPage(page, '/chat?with=ada_lumen');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fchat%3Fwith%3Dada_lumen$/);
});
