import { SOCIAL_IMAGE } from '@shared/constants';
import { isPublicStatus } from '@shared/listing-query';
import type { Sharp } from 'sharp';
import type { AppContext } from '../../context';
import type { ImageVariant } from '../../db/schema/media';
import { notFound } from '../../lib/errors';
import { loadSharp } from '../../media/sharp';
import type { MediaStorage } from '../../media/storage';
import { selectListingById } from './detail-repository';
import { selectCovers } from './related-repository';

const { width: W, height: H } = SOCIAL_IMAGE;
/** Bump when the drawing or the crop changes, so stored previews are made again. */
const VERSION = 1;

/** A stored preview image: its key in media storage and a tag that changes with its source. */
export interface SocialImage {
  key: string;
  etag: string;
}

/** Previews being made right now, so that a burst of requests for one listing encodes it once. */
const inFlight = new Map<string, Promise<void>>();

/**
 * The link-preview image of a published listing (spec §2: 1200×630, DESIGN §6: Telegram and
 * Facebook previews): its cover photo cropped to fill 1200×630, or the product image when it has
 * no photo. Made once per cover photo and kept in media storage; a new cover makes a new one.
 */
export async function listingSocialImage(ctx: AppContext, id: number): Promise<SocialImage> {
  const read = ctx.database.read;
  const row = await selectListingById(read, id);
  if (!row || !isPublicStatus(row.property.status)) throw notFound('Property not found.');
  const [cover] = await selectCovers(read, [id]);
  if (!cover) return productSocialImage(ctx.storage);
  const key = `og/v${VERSION}/${id}-${cover.id}.jpg`;
  await ensure(ctx.storage, key, async () => cropToPreview(await readLargest(ctx.storage, cover.variants)));
  return { key, etag: `"og-${VERSION}-${id}-${cover.id}"` };
}

/** The product's own preview image (a listing without photos, pages without a picture). */
export async function productSocialImage(storage: MediaStorage): Promise<SocialImage> {
  const key = `og/v${VERSION}/sefer.jpg`;
  await ensure(storage, key, async () => encode((await loadSharp())(Buffer.from(productSvg()))));
  return { key, etag: `"og-${VERSION}-sefer"` };
}

async function ensure(storage: MediaStorage, key: string, make: () => Promise<Buffer>): Promise<void> {
  if ((await storage.size(key)) !== undefined) return;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make()
      .then((data) => storage.put(key, data))
      .then(() => undefined)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  await pending;
}

/** The widest stored rendition (WebP first: sharp decodes it faster than AVIF). */
async function readLargest(storage: MediaStorage, variants: ImageVariant[]): Promise<Buffer> {
  const best = [...variants].sort(
    (a, b) => b.width - a.width || Number(b.format === 'webp') - Number(a.format === 'webp'),
  )[0];
  if (!best) throw new Error('image without variants');
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(best.key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function cropToPreview(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return encode(sharp(source).resize(W, H, { fit: 'cover', position: 'centre' }));
}

/** JPEG: every link-preview reader (Telegram, Facebook, WhatsApp, X) takes it. */
function encode(image: Sharp): Promise<Buffer> {
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The product image: the logo mark over an Addis skyline on the brand blue, and the name. */
function productSvg(): string {
  const towers = [
    [60, 300],
    [150, 220],
    [230, 340],
    [330, 260],
    [860, 320],
    [940, 200],
    [1030, 280],
    [1110, 360],
  ]
    .map(
      ([x, h]) =>
        `<rect x="${x}" y="${H - h!}" width="70" height="${h}" rx="4" fill="#ffffff" opacity="0.08"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0d47a1"/><stop offset="0.6" stop-color="#1565c0"/><stop offset="1" stop-color="#0277bd"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  ${towers}
  <g transform="translate(420 120) scale(10.6)">
    <rect width="34" height="34" rx="8" fill="#ffffff"/>
    <path d="M8 17 17 9l9 8v9h-6v-6h-6v6H8z" fill="#1565c0"/>
    <circle cx="25" cy="10" r="3" fill="#ef6c00"/>
  </g>
  <text x="${W / 2}" y="560" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="46" font-weight="700" fill="#ffffff">Sefer · Homes for sale and rent in Ethiopia</text>
</svg>`;
}
