import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { decodeMail } from './mail-support';

/**
 * Helpers of the publishing journeys: accounts made through the API and signed in by putting
 * their tokens where the web app keeps them (spec §3: local storage), real JPEG photos, a real
 * WebM video recorded by the browser itself, and a staff session for the review steps.
 */

export const PASSWORD = 'Addis-Abeba-2026';
let counter = 0;

export interface Account {
  id: number;
  username: string;
  fullName: string;
  access: string;
  refresh: string;
}

/** A new account (not an agent: its listings wait for review), signed in through the API. */
export async function newAccount(request: APIRequestContext, fullName: string): Promise<Account> {
  const username = `pub_${Date.now().toString(36)}_${++counter}`;
  const created = await request.post('/api/auth/users/', {
    data: {
      username,
      email: `${username}@example.et`,
      full_name: fullName,
      phone_number: '+251 911 000 111',
      password: PASSWORD,
      re_password: PASSWORD,
    },
  });
  if (!created.ok()) throw new Error(`registration failed: ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  return { id, username, fullName, ...(await tokensFor(request, username, PASSWORD)) };
}

async function tokensFor(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/auth/jwt/create/', { data: { username, password } });
  if (!answer.ok()) throw new Error(`sign-in failed: ${await answer.text()}`);
  return (await answer.json()) as { access: string; refresh: string };
}

/** Signs the browser context in as `account` before any page script runs. */
export async function signInAs(context: BrowserContext, baseURL: string, account: Account) {
  await context.addCookies([{ name: 'sefer_session', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([access, refresh]) => {
      // Once per context: a later sign-out in the test must stick.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('sefer.access', access!);
      localStorage.setItem('sefer.refresh', refresh!);
    },
    [account.access, account.refresh],
  );
}

export const bearer = (account: { access: string }) => ({ authorization: `Bearer ${account.access}` });

/** A description long enough for the listing form (≥ 50 characters). */
export const DESCRIPTION =
  'Bright two-bedroom apartment on the fourth floor near Edna Mall, with a balcony, fitted kitchen and water tank.';

/**
 * Publishes a house for sale in the first sub-city and kebele of Addis Ababa through the API, with
 * one photo, as `owner`; answers its id. An owner's listing waits for review.
 */
export async function publishListing(
  request: APIRequestContext,
  owner: { access: string },
  title: string,
  colour: string | { name: string; mimeType: string; buffer: Buffer } = '#6d4c41',
): Promise<number> {
  const cities = (await (await request.get('/api/locations/cities/')).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const city = String(cities.results.find((c) => c.name === 'Addis Ababa')!.id);
  const first = async (path: string) =>
    String(((await (await request.get(path)).json()) as { results: Array<{ id: number }> }).results[0]!.id);
  const subcity = await first(`/api/locations/subcities/?city=${city}`);
  const kebele = await first(`/api/locations/kebeles/?subcity=${subcity}`);
  const answer = await request.post('/api/properties/properties/', {
    headers: bearer(owner),
    multipart: {
      title,
      property_type: 'house',
      listing_type: 'sale',
      price: '9500000',
      area: '220',
      bedrooms: '4',
      bathrooms: '3',
      city,
      subcity,
      kebele,
      address: 'CMC, behind the church',
      description: DESCRIPTION,
      images: typeof colour === 'string' ? await photo('front.jpg', colour) : colour,
    },
  });
  if (answer.status() !== 201) throw new Error(`publishing failed: ${await answer.text()}`);
  return ((await answer.json()) as { id: number }).id;
}

/** A real JPEG of one colour, so each photo differs. */
export function photo(name: string, colour: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

/** A camera-sized JPEG (3000 × 2000, grainy, a few MB), as a phone sends it. */
export function cameraPhoto(name: string) {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

/**
 * A short WebM video recorded in the page with MediaRecorder from a canvas: a real video (the
 * server checks the container by its first bytes) without ffmpeg on the machine.
 */
export async function recordVideo(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    for (let frame = 0; frame < 12; frame++) {
      ctx.fillStyle = `hsl(${frame * 30}, 70%, 50%)`;
      ctx.fillRect(0, 0, 160, 120);
      // Frames are drawn at the page's pace: the recording needs time to pass to hold them.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return { name: 'walk-through.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
}

const STAFF_EMAIL = 'staff@sefer.example.et';
let staff: Promise<{ access: string }> | null = null;

/**
 * A session of the demo data's staff account. Its password is random and printed only at first
 * start, so the journey does what a staff member who lost it would do: asks for a reset link,
 * reads it in the server's outbox (DATA_DIR/outbox, as mail is not sent in tests), sets a new one.
 */
export function staffSession(request: APIRequestContext): Promise<{ access: string }> {
  staff ??= (async () => {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through scripts/e2e.mjs)');
    const outbox = path.join(dataDir, 'outbox');
    const mails = () => {
      try {
        return readdirSync(outbox).filter((n) => n.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    const before = new Set(mails());
    const asked = await request.post('/api/auth/users/reset_password/', { data: { email: STAFF_EMAIL } });
    if (asked.status() !== 204) throw new Error(`reset refused: ${await asked.text()}`);
    let link: RegExpExecArray | null = null;
    for (const deadline = Date.now() + 15_000; !link && Date.now() < deadline; ) {
      for (const name of mails().filter((n) => !before.has(n))) {
        const body = decodeMail(readFileSync(path.join(outbox, name), 'utf8'));
        if (body.includes(STAFF_EMAIL))
          link = /reset-password\?uid=([\w-]+)&(?:amp;)?token=([\w-]+)/.exec(body);
      }
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!link) throw new Error('no reset e-mail for the staff account');
    const password = 'Staff-Review-2026!';
    const confirmed = await request.post('/api/auth/users/reset_password_confirm/', {
      data: { uid: link[1], token: link[2], new_password: password, re_new_password: password },
    });
    if (confirmed.status() !== 204) throw new Error(`reset failed: ${await confirmed.text()}`);
    return tokensFor(request, 'staff', password);
  })();
  return staff;
}

/** Fills every required field of the add-property form except the photos. */
export async function fillListing(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Property type', { exact: true }).selectOption('apartment');
  await page.getByLabel('Listing type', { exact: true }).selectOption('rent');
  await page.getByLabel('Monthly rent (ETB)', { exact: true }).fill('25000');
  await page.getByLabel('Area (m²)', { exact: true }).fill('85');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(/\d+/); // Addis Ababa by default
  await page.getByLabel('Sub-city', { exact: true }).selectOption({ label: 'Bole' });
  const kebele = page.getByLabel('Kebele', { exact: true });
  await expect(kebele).toBeEnabled();
  await kebele.selectOption({ index: 1 });
  await page.getByLabel('Address', { exact: true }).fill('Bole Road, near Edna Mall');
  await page.getByLabel('Bedrooms', { exact: true }).fill('2');
  await page.getByLabel('Bathrooms', { exact: true }).fill('1');
  await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
}
