import { errors } from '@atelier/domain';
import { expectNoAxeViolations } from './support/axe';
import { LUMEN_REALISM } from './support/demo';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';

/** The moderator workspace (docs/moderation.md): issue 20's two journeys, each observed through another read. */

// Two or three people act in turn, with axe scans, on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('an owner appeals a violation; a moderator approves it from /moderator; everyone sees it published and the owner is told', async ({
  newPageAs,
}) => {
  const { models, owner, name } = OWNED.appeal;
  const [id] = models;

  // The owner follows the violation notice's appeal link to the form and sends a message with the request.
  const ownerPage = await newPageAs(owner);
  await openPage(ownerPage, `/models/${id}`);
  await ownerPage.getByRole('link', { name: 'Appeal this decision' }).click();
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: 'Appeal a moderation decision' }),
  ).toBeVisible();
  await ownerPage
    .getByRole('textbox', { name: 'Your message to the moderators' })
    .fill('The training data is now licensed; the list is in the description.');
  await expectNoAxeViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Send appeal' }).click();
  await expect(ownerPage.getByText(errors.reviewRequestSent)).toBeVisible();
  await expect(ownerPage.getByText('A review of this model is in progress.')).toBeVisible();

  // The moderator reaches the workspace from the header and finds the request with the owner's message.
  const moderator = await newPageAs('moderator');
  await openPage(moderator, '/');
  await moderator
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Moderator', exact: true })
    .click();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderator workspace' })).toBeVisible();
  const requests = moderator.getByRole('list', { name: /^Review requests/ });
  const row = requests.getByRole('listitem', { name });
  await expect(
    row.getByText('The training data is now licensed; the list is in the description.'),
  ).toBeVisible();
  await expectNoAxeViolations(moderator);
  await row.getByRole('button', { name: 'Approve and republish' }).click();
  await expect(moderator.getByText('Review request approved: the model is published again.')).toBeVisible();
  await expect(requests.getByRole('listitem', { name })).toBeHidden();

  // Anyone now sees the model; the owner reads the answer in their notifications.
  const visitor = await newPageAs(null);
  await openPage(visitor, `/models/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    visitor.getByText('This model has been unpublished for violating our terms of service'),
  ).toBeHidden();
  await openPage(ownerPage, '/user/notifications');
  await expect(
    ownerPage
      .getByRole('list', { name: 'Notifications' })
      .getByText(`Your review request for "${name}" was answered: a moderator published it again.`),
  ).toBeVisible();
});

test('a visitor reports a model; a moderator resolves the report from the queue; it leaves the queue and the reporter is told', async ({
  page,
  newPageAs,
}) => {
  const reporter = `report_filer${test.info().repeatEachIndex || ''}`;
  await signUp(page, reporter);
  await openPage(page, LUMEN_REALISM.path);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${LUMEN_REALISM.name}` });
  await dialog.getByRole('radio', { name: 'Spam or scam' }).press('Space');
  await expect(dialog.getByRole('radio', { name: 'Spam or scam' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(`Filed by ${reporter}.`);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();

  const moderator = await newPageAs('moderator');
  await openPage(moderator, '/moderator');
  const reports = moderator.getByRole('list', { name: /^Open reports/ });
  const row = reports.getByRole('listitem').filter({ hasText: `Filed by ${reporter}.` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: LUMEN_REALISM.name })).toBeVisible();
  await row.getByRole('button', { name: 'Resolve' }).click();
  const resolve = moderator.getByRole('dialog', { name: `Resolve the report about ${LUMEN_REALISM.name}` });
  await resolve
    .getByRole('textbox', { name: 'Private note (moderators only)' })
    .fill('Checked: shop links removed.');
  await expectNoAxeViolations(moderator);
  await resolve.getByRole('button', { name: 'Resolve report' }).click();
  await expect(moderator.getByText('Report closed.')).toBeVisible();
  await expect(reports.getByRole('listitem').filter({ hasText: `Filed by ${reporter}.` })).toHaveCount(0);

  // Another read: after a reload the report is still gone from the open queue, and the reporter was told.
  await moderator.reload();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderator workspace' })).toBeVisible();
  await expect(moderator.getByText(`Filed by ${reporter}.`)).toHaveCount(0);
  await openPage(page, '/user/notifications');
  await expect(
    page
      .getByRole('list', { name: 'Notifications' })
      .getByText(
        `Thank you for your report about "${LUMEN_REALISM.name}". A moderator reviewed it and took action.`,
      ),
  ).toBeVisible();
});

test('the workspace is for moderators only', async ({ page, signInAs }) => {
  await signInAs('member');
  const response = await page.goto('/moderator');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Moderator', exact: true }),
  ).toHaveCount(0);
});
