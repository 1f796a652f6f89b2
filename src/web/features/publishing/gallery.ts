import { MAX_PROPERTY_IMAGES } from '@shared/constants';
import { sniffImageFormat } from '@shared/image-sniff';
import type { PropertyImage } from '@shared/schemas/properties';

/**
 * The photos of the listing being edited, in gallery order: photos already on the server and
 * files chosen in this browser. Pure functions, so the rules (at most 10, images only, one cover,
 * the cover moves to the first photo when it is removed) are tested without a browser.
 */
export type GalleryItem =
  | { key: string; kind: 'existing'; image: PropertyImage }
  | { key: string; kind: 'new'; file: File };

export interface Gallery {
  items: GalleryItem[];
  /** Key of the cover photo (spec §3 `is_primary`); null only when there is no photo. */
  primaryKey: string | null;
  /** Ids of server photos the user removed. */
  removed: number[];
}

let counter = 0;
const newKey = () => `new-${++counter}`;

export function galleryFromImages(images: PropertyImage[]): Gallery {
  const items = images.map((image): GalleryItem => ({ key: `img-${image.id}`, kind: 'existing', image }));
  const primary = items.find((i) => i.kind === 'existing' && i.image.is_primary) ?? items[0];
  return { items, primaryKey: primary?.key ?? null, removed: [] };
}

export const emptyGallery = (): Gallery => ({ items: [], primaryKey: null, removed: [] });

/** Whether a chosen file is a picture; the server checks the content again (decision 003). */
const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * Splits chosen files by their first bytes, as the server will: a text renamed `.jpg` is no
 * photo, whatever its name and type say, and is refused when chosen rather than at submit.
 */
export async function byContent(files: readonly File[]): Promise<{ pictures: File[]; others: File[] }> {
  const heads = await Promise.all(files.map(async (f) => new Uint8Array(await f.slice(0, 16).arrayBuffer())));
  const pictures: File[] = [];
  const others: File[] = [];
  for (const [i, file] of files.entries()) (sniffImageFormat(heads[i]!) ? pictures : others).push(file);
  return { pictures, others };
}

/**
 * Adds chosen files after the current photos: non-images are refused, and so is everything past
 * the tenth photo (spec §5). The first photo of an empty gallery becomes the cover.
 */
export function addFiles(
  gallery: Gallery,
  files: readonly File[],
): { gallery: Gallery; notImages: File[]; overLimit: number } {
  const notImages = files.filter((f) => !isImageFile(f));
  const images = files.filter(isImageFile);
  const room = Math.max(0, MAX_PROPERTY_IMAGES - gallery.items.length);
  const added = images.slice(0, room).map((file): GalleryItem => ({ key: newKey(), kind: 'new', file }));
  const items = [...gallery.items, ...added];
  return {
    gallery: { ...gallery, items, primaryKey: gallery.primaryKey ?? items[0]?.key ?? null },
    notImages,
    overLimit: images.length - added.length,
  };
}

/** Removes a photo; when it was the cover, the first remaining photo becomes the cover. */
export function removeItem(gallery: Gallery, key: string): Gallery {
  const item = gallery.items.find((i) => i.key === key);
  if (!item) return gallery;
  const items = gallery.items.filter((i) => i.key !== key);
  return {
    items,
    primaryKey: gallery.primaryKey === key ? (items[0]?.key ?? null) : gallery.primaryKey,
    removed: item.kind === 'existing' ? [...gallery.removed, item.image.id] : gallery.removed,
  };
}

/** Moves a photo one place earlier (-1) or later (+1). */
export function moveItem(gallery: Gallery, key: string, delta: -1 | 1): Gallery {
  const from = gallery.items.findIndex((i) => i.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= gallery.items.length) return gallery;
  const items = [...gallery.items];
  [items[from], items[to]] = [items[to]!, items[from]!];
  return { ...gallery, items };
}

export function setPrimary(gallery: Gallery, key: string): Gallery {
  return gallery.items.some((i) => i.key === key) ? { ...gallery, primaryKey: key } : gallery;
}

/** The new files in gallery order: the order they are sent under `images`. */
export const newFiles = (gallery: Gallery) =>
  gallery.items.flatMap((i) => (i.kind === 'new' ? [i.file] : []));

/**
 * How the server names each photo (publishing contract `imageRef`): its id, or `new:N` for the
 * N-th file sent in this request.
 */
export function imageRefs(gallery: Gallery): Map<string, string> {
  const refs = new Map<string, string>();
  let n = 0;
  for (const item of gallery.items) {
    refs.set(item.key, item.kind === 'existing' ? String(item.image.id) : `new:${n++}`);
  }
  return refs;
}

/** Whether anything about the photos differs from what the server has. */
export function galleryChanged(gallery: Gallery, original: Gallery): boolean {
  if (gallery.removed.length > 0 || gallery.primaryKey !== original.primaryKey) return true;
  return gallery.items.map((i) => i.key).join() !== original.items.map((i) => i.key).join();
}

/** The gallery with every new file replaced by `prepare(file)` (photos shrunk before sending). */
export async function withPreparedFiles(
  gallery: Gallery,
  prepare: (file: File) => Promise<File>,
): Promise<Gallery> {
  const items = await Promise.all(
    gallery.items.map(async (item) =>
      item.kind === 'new' ? { ...item, file: await prepare(item.file) } : item,
    ),
  );
  return { ...gallery, items };
}
