import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { idCreatedBy, mutateAs, queryAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { OWNED } from './support/owned';
import { openPage, signUp } from './support/page';
import { pngImage } from './support/uploads';

const {
  models: [MODEL_ID],
  versionId: VERSION_ID,
} = OWNED.posts;
const VERSION_PAGE = `/models/${MODEL_ID}?modelVersionId=${VERSION_ID}`;

/** Writes PNGs of these sizes to the test's folder (a size tells each image apart on the page). */
async function images(sizes: [number, number][]): Promise<string[]> {
  return Promise.all(
    sizes.map(async ([width, height]) => {
      const file = test.info().outputPath(`image-${width}x${height}.png`);
      await writeFile(file, pngImage(width, height));
      return file;
    }),
  );
}

/** The widths of the editor's (or the post page's) images, in the order shown. */
const widthsOf = (images: Locator) =>
  images.evaluateAll((nodes) =>
    nodes.map((node) => Number((node as HTMLImageElement).getAttribute('width'))),
  );

/**
 * No WCAG 2.1 AA violation on the page. React Aria's live announcer keeps earlier announcements (a chosen option,
 * an added tag) labelled by elements that left with the previous page on a client-side navigation: not this page's.
 */
const expectAccessible = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-live-announcer]'] });

/**
 * What a client can tell of an image answer: a hidden image must answer exactly as a missing one does, with the
 * same status and headers and the same page. The page is compared by its `<main>`: the rest of the document carries
 * what differs on every request whatever was asked (the CSP nonce, and query state stamped with the time).
 */
const answerOf = async (response: APIResponse) => {
  const text = await response.text();
  return {
    status: response.status(),
    contentType: response.headers()['content-type'],
    cacheControl: response.headers()['cache-control'],
    page: /<main[\s\S]*?<\/main>/.exec(text)?.[0] ?? text,
  };
};

/** The answer for an image that never existed: a well-formed content key nobody has. */
const missingImage = (request: APIRequestContext | Page['request']) =>
  request.get(`/images/${'0'.repeat(32)}/original.png`).then(answerOf);

/** The version's gallery, scrolled into view, and its first card. */
async function firstGalleryCard(page: Page) {
  const gallery = page.getByRole('list', { name: 'Gallery' });
  await gallery.scrollIntoViewIfNeeded();
  return gallery.locator('[data-index="0"] article');
}

/**
 * Issue 16's post journeys, in one hub account made for them (no other journey sees it): a post with three images
 * from the version's "Add Post", ordered by keyboard, rated, tagged and published, lands at the top of the version's
 * gallery; its page shows it; its author edits it, removes an image and deletes it; then, after a download, a review
 * post from "Add Review" asks for the thumb first and becomes the account's review.
 */
test('a user adds a post with three images, edits and deletes it, then adds a review post', async ({
  page,
  request,
  newPageAs,
}) => {
  test.slow(); // a sign-up, four uploads, a publish, an edit, a delete, a download and a second publish
  const [wide, square, tall] = await images([
    [48, 32],
    [40, 40],
    [32, 48],
  ]);
  const username = `post_maker${test.info().repeatEachIndex || ''}`;
  await signUp(page, username, VERSION_PAGE);

  // "Add Post" on the version's page; three images, uploaded one after the other.
  await openPage(page, VERSION_PAGE);
  await page.getByRole('link', { name: 'Add Post' }).click();
  await expect(page).toHaveURL(`/posts/create?modelId=${MODEL_ID}&modelVersionId=${VERSION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a post' })).toBeVisible();
  const postId = await idCreatedBy(page, 'post.create', () =>
    page.locator('input[type="file"]').setInputFiles([wide, square, tall] as string[]),
  );
  const list = page.getByRole('list', { name: 'Images of the post' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  expect(await widthsOf(list.locator('img'))).toEqual([48, 40, 32]);

  // Reorder by keyboard: the third image up one place; focus follows it.
  await page.getByRole('button', { name: 'Move up: image 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move up: image 2' })).toBeFocused();
  expect(await widthsOf(list.locator('img'))).toEqual([48, 32, 40]);
  await expectAccessible(page);
  // Rate and tag the first image, title the post, publish.
  await page.getByRole('button', { name: /NSFW level of image 1$/ }).click();
  await page.getByRole('option', { name: 'PG-13', exact: true }).click();
  await page.getByRole('textbox', { name: 'Tags of image 1' }).fill('landscape');
  await page.keyboard.press('Enter');
  await page.getByLabel('Title').fill('Harbor at dusk');
  await page.getByRole('button', { name: 'Publish' }).click();

  // Back on the version's page: the post is the gallery's first card, its picture loaded.
  await expect(page).toHaveURL(new RegExp(`/models/${MODEL_ID}/[^?]+\\?modelVersionId=${VERSION_ID}$`));
  const first = await firstGalleryCard(page);
  await expect(first).toHaveAttribute('data-post-id', String(postId));
  await expect
    .poll(() =>
      first
        .locator('img')
        .last()
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);

  // Its page: title, author, the resource it used, the images in the chosen order with the tag.
  await first.getByRole('link').last().click();
  await expect(page).toHaveURL(`/posts/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor at dusk' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: username, exact: true })).toHaveAttribute(
    'href',
    `/user/${username}`,
  );
  await expect(page.getByRole('link', { name: /^Golden Harbor LoCon 34 · / })).toHaveAttribute(
    'href',
    new RegExp(`^/models/${MODEL_ID}/.+\\?modelVersionId=${VERSION_ID}$`),
  );
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(3);
  expect(await widthsOf(figures.locator('img'))).toEqual([48, 32, 40]);
  await expect(figures.first().getByRole('list', { name: 'Tags' })).toHaveText('landscape');
  await expectAccessible(page);

  // Hidden images answer like missing ones. The first image is public: anyone, and any cache, may keep it. Hidden by
  // a moderator in the model's gallery settings, it answers anonymous visitors and its own author exactly as an image
  // that never existed does, while the moderator still sees it, uncached; unhidden, it is public again.
  const firstSrc = (await figures.first().locator('img').getAttribute('src')) ?? '';
  expect(firstSrc).toMatch(/^\/images\/[0-9a-f]{32}\/original\.png$/);
  const publicAnswer = await request.get(firstSrc);
  expect(publicAnswer.status()).toBe(200);
  expect(publicAnswer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const [firstImage] = (await queryAs<{ images: { id: number }[] }>(page, 'post.get', { id: postId })).images;
  const moderator = await newPageAs('moderator');
  type Settings = { hiddenImages: number[] } & Record<string, unknown>;
  const settings = await queryAs<Settings>(moderator, 'model.getGallerySettings', { id: MODEL_ID });
  const hideFirst = { ...settings, hiddenImages: [...settings.hiddenImages, firstImage?.id] };
  expect(
    await mutateAs(moderator, 'model.updateGallerySettings', { id: MODEL_ID, gallerySettings: hideFirst }),
  ).toMatchObject({ status: 200 });
  const missing = await missingImage(request);
  expect(missing.status).toBe(404);
  expect(missing.page).toContain('Page not found');
  expect(await answerOf(await request.get(firstSrc))).toEqual(missing);
  expect(await answerOf(await page.request.get(firstSrc))).toEqual(await missingImage(page.request));
  const moderatorAnswer = await moderator.request.get(firstSrc);
  expect(moderatorAnswer.status()).toBe(200);
  expect(moderatorAnswer.headers()['cache-control']).toBe('private, no-store');
  expect(
    await mutateAs(moderator, 'model.updateGallerySettings', { id: MODEL_ID, gallerySettings: settings }),
  ).toMatchObject({ status: 200 });
  expect((await request.get(firstSrc)).status()).toBe(200);

  // Edit: a new title, the second image removed, saved.
  await page.getByRole('link', { name: 'Edit post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Title').fill('Harbor, two views');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/posts/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor, two views' })).toBeVisible();
  expect(await widthsOf(page.getByRole('figure').locator('img'))).toEqual([48, 40]);

  // Delete: the dialog says what goes first; then the post is not found, like a post that never was.
  await page.getByRole('link', { name: 'Edit post' }).click();
  await page.getByRole('button', { name: 'Delete post' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toContainText('This removes the post and its 2 images from the gallery');
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(new RegExp(`/models/${MODEL_ID}/`));
  expect((await page.goto(`/posts/${postId}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Its images went with it: to its author as to anyone, they answer like images that never existed.
  expect(await answerOf(await page.request.get(firstSrc))).toEqual(await missingImage(page.request));
  expect(await answerOf(await request.get(firstSrc))).toEqual(missing);

  // A review post: reviewing needs a download first (spec §5), then "Add Review" asks for the thumb.
  await openPage(page, VERSION_PAGE);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('complementary', { name: 'Version details' })
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  expect(await (await downloading).failure()).toBeNull();
  await openPage(page, VERSION_PAGE);
  await page.getByRole('link', { name: 'Add Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a review post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose images' })).toBeDisabled();
  const thumbs = page.getByRole('radiogroup', { name: /^Do you recommend Golden Harbor LoCon 34\?/ });
  await thumbs.getByText('Recommend', { exact: true }).click();
  await expect(thumbs.getByRole('radio', { name: 'Recommend', exact: true })).toBeChecked();
  await expectAccessible(page);
  const reviewPostId = await idCreatedBy(page, 'post.create', () =>
    page.locator('input[type="file"]').setInputFiles(square as string),
  );
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/models/${MODEL_ID}/[^?]+\\?modelVersionId=${VERSION_ID}$`));
  await expect(
    page.getByRole('group', { name: 'Your review' }).getByRole('button', { name: /^Recommend \d/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(await firstGalleryCard(page)).toHaveAttribute('data-post-id', String(reviewPostId));
  await openPage(page, `/posts/${reviewPostId}`);
  await expect(page.getByText('Recommends this version')).toBeVisible();
});

test('a muted user is refused by the server: no post and no review post; the page says so', async ({
  page,
  signInAs,
}) => {
  await signInAs('muted');
  for (const input of [
    { modelVersionId: VERSION_ID },
    { modelVersionId: VERSION_ID, reviewing: true, recommended: true },
  ]) {
    expect(await mutateAs(page, 'post.create', input)).toEqual({
      status: 403,
      errorCode: 'USER.MUTED',
      message: 'Muted users cannot add posts or reviews.',
    });
  }
  await openPage(page, `/posts/create?modelId=${MODEL_ID}&modelVersionId=${VERSION_ID}`);
  await expect(page.getByText('Muted users cannot add posts or reviews.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose images' })).toBeDisabled();
});
