import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  type Account,
  bearer,
  cameraPhoto,
  DESCRIPTION,
  fillListing,
  newAccount,
  photo,
  recordVideo,
  signInAs,
} from './publishing-support';

// A listing's whole life in the browser: added with photos and videos, edited, deleted. The add
// form's other answers are in publishing-form.spec.ts, the publisher's lists in my-properties.spec.ts.

async function listing(page: Page, account: Account, id: number) {
  const answer = await page.request.get(`/api/properties/properties/${id}/`, { headers: bearer(account) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    title: string;
    images: Array<{ id: number; is_primary: boolean }>;
    videos: Array<{ id: number; title: string; is_primary: boolean }>;
  };
}

test('publishes a listing with photos and a video, edits and deletes it @smoke', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await newAccount(page.request, 'Hanna Girma');
  await signInAs(context, baseURL!, owner);
  await page.goto('/add-property');
  await expect(page.getByRole('heading', { name: 'Add Property' })).toBeVisible();

  // Nothing filled in: the spec's messages, and nothing is sent.
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Price and area are required' })).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Add at least one photo').first()).toBeVisible();

  const title = `Bole apartment ${Date.now().toString(36)}`;
  await fillListing(page, title);
  await page.getByLabel('Description', { exact: true }).fill('Too short.');
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Description must be at least 50 characters')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title); // nothing typed is lost
  await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION);

  // Leaving with unsaved work asks first.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/add-property$/);

  // Three photos; the second becomes the cover. A text file is refused.
  const photos = await Promise.all([
    cameraPhoto('living-room.jpg'),
    photo('kitchen.jpg', '#2e7d32'),
    photo('balcony.jpg', '#ef6c00'),
  ]);
  const photoInput = page.locator('input[type=file][accept="image/*"]');
  await photoInput.setInputFiles([
    ...photos,
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(page.getByText('Only image files can be added: notes.txt')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d of 3$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(page.getByRole('button', { name: 'Make photo 2 the cover' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A video: refused types are named; the real one waits for the listing to exist.
  const videoInput = page.locator('input[type=file][accept^="video/*"]');
  await videoInput.setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid file type: application/pdf' }),
  ).toBeVisible();
  await videoInput.setInputFiles(await recordVideo(page));
  await expect(page.getByText('Not uploaded yet')).toBeVisible();
  await expect(page.getByText('Primary', { exact: true })).toBeVisible();

  // Hold the upload until its progress bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/properties/*/videos/', async (route: Route) => {
    await held;
    await route.continue();
  });
  const sending = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/properties/properties/'),
  );
  await page.getByRole('button', { name: 'Publish listing' }).click();
  // The camera photo was made 1600 px wide before it left the phone: the whole form weighs less.
  expect((await sending).postDataBuffer()!.length).toBeLessThan(photos[0]!.buffer.length);
  const progress = page.getByRole('progressbar', { name: 'Upload of walk-through' });
  // The server turns each photo into AVIF and WebP variants first: slow on a busy machine.
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Uploading \d+%/)).toBeVisible();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Video uploaded successfully' })).toBeVisible();

  // My Properties: the new listing first, waiting for review.
  await expect(page).toHaveURL(/\/my-properties$/);
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(card.getByText('Pending review')).toBeVisible();
  const id = Number(
    (await card.getByRole('link', { name: `Edit ${title}` }).getAttribute('href'))!.split('/')[2],
  );
  const created = await listing(page, owner, id);
  expect(created.images).toHaveLength(3);
  expect(created.images.map((i) => i.is_primary)).toEqual([false, true, false]);
  expect(created.videos).toEqual([expect.objectContaining({ title: 'walk-through', is_primary: true })]);

  // Edit: the form comes filled in; move the last photo first, make the first one the cover,
  // rename the video.
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Property' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Sub-city', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByText('This listing is waiting for review.')).toBeVisible();
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await page.getByRole('button', { name: 'Make photo 1 the cover' }).click();
  await page.getByLabel('Video title', { exact: true }).fill('Walk through the flat');
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video title updated' })).toBeVisible();

  // A second video on the saved listing: the first attempts fail (a server without ffmpeg that
  // cannot remove the location of this type, then a server error) and the item is kept to
  // retry; then it becomes the primary one and the old one is deleted.
  const second = { ...(await recordVideo(page)), name: 'balcony-view.webm' };
  await page.locator('input[type=file][accept^="video/*"]').setInputFiles(second);
  const failures = [
    {
      status: 415,
      json: {
        detail:
          'The location in WEBM videos cannot be removed on this server: upload the video as MP4 or MOV.',
        code: 'unsupported_media_type',
      },
    },
    { status: 500, json: { detail: 'Disk full' } },
  ];
  await page.unroute('**/api/properties/*/videos/');
  await page.route('**/api/properties/*/videos/', (route) => {
    const failure = failures.shift();
    return failure ? route.fulfill(failure) : route.continue();
  });
  await page.getByRole('button', { name: 'Upload balcony-view' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The location in this video cannot be removed here: upload it as MP4 or MOV.' }),
  ).toBeVisible();
  await expect(page.getByText('Upload failed — try again')).toBeVisible();
  await page.getByRole('button', { name: 'Upload balcony-view' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload video' })).toBeVisible();
  await expect(page.getByText('Upload failed — try again')).toBeVisible();
  await page.getByRole('button', { name: 'Upload balcony-view' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video uploaded successfully' })).toBeVisible();
  await page.getByRole('button', { name: 'Make balcony-view the primary video' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Primary video updated' })).toBeVisible();
  // A video on the server goes at once when deleted: the question comes first, and Cancel keeps it.
  const deleteVideo = page.getByRole('button', { name: 'Delete Walk through the flat' });
  const question = page.getByRole('dialog', {
    name: 'Delete this video? It is removed from the listing at once.',
  });
  await deleteVideo.click();
  await expect(question).toContainText('Walk through the flat');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByLabel('Video title', { exact: true })).toHaveCount(2);
  await deleteVideo.click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Video deleted' })).toBeVisible();
  await expect(page.getByLabel('Video title', { exact: true })).toHaveValue('balcony-view');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/my-properties$/);
  const edited = await listing(page, owner, id);
  expect(edited.images.map((i) => i.id)).toEqual([
    created.images[2]!.id,
    created.images[0]!.id,
    created.images[1]!.id,
  ]);
  expect(edited.images.map((i) => i.is_primary)).toEqual([true, false, false]);
  expect(edited.videos).toEqual([expect.objectContaining({ title: 'balcony-view', is_primary: true })]);

  // Delete, after the spec's question.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this property?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You haven't listed any properties yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Your First Property' })).toBeVisible();
  const gone = await page.request.get(`/api/properties/properties/${id}/`, { headers: bearer(owner) });
  expect(gone.status()).toBe(404);
});
