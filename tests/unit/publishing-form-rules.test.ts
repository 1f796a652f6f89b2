import type { PropertyImage } from '@shared/schemas/properties';
import type { PropertyVideo } from '@shared/schemas/property-detail';
import { describe, expect, it } from 'vitest';
import {
  addFiles,
  byContent,
  emptyGallery,
  galleryFromImages,
  imageRefs,
  moveItem,
  removeItem,
  setPrimary,
} from '../../src/web/features/publishing/gallery';
import {
  emptyListingValues,
  type ListingFormValues,
  listingFormData,
  listingResolver,
} from '../../src/web/features/publishing/listing-form';
import {
  addLocal,
  patchLocal,
  removeVideo,
  replaceWithRemote,
  setPrimaryVideo,
  videoFileProblem,
  videoListFrom,
} from '../../src/web/features/publishing/video-list';
import type { TFunction } from '../../src/web/lib/translator';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const image = (id: number, primary = false): PropertyImage => ({
  id,
  image: `/media/${id}.webp`,
  width: 640,
  height: 480,
  placeholder: '',
  color: null,
  variants: [],
  caption: '',
  is_primary: primary,
});
const video = (id: number, primary = false): PropertyVideo => ({
  id,
  video: `/media/${id}.webm`,
  thumbnail: null,
  title: `Video ${id}`,
  duration: 12,
  duration_formatted: '0:12',
  file_size: 1000,
  file_size_mb: 0,
  content_type: 'video/webm',
  is_primary: primary,
});

describe('the photo picker', () => {
  it('refuses a file that only looks like a photo, by its first bytes, when it is chosen', async () => {
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])],
      'real.png',
      { type: 'image/png' },
    );
    const renamed = new File(['just some notes, not a picture'], 'fake.jpg', { type: 'image/jpeg' });
    const { pictures, others } = await byContent([png, renamed]);
    expect(pictures.map((f) => f.name)).toEqual(['real.png']);
    expect(others.map((f) => f.name)).toEqual(['fake.jpg']);
  });

  it('takes images only, at most ten, and makes the first photo the cover', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const files = Array.from({ length: 12 }, (_, i) => jpeg(`p${i}.jpg`));
    const { gallery, notImages, overLimit } = addFiles(emptyGallery(), [text, ...files]);
    expect(notImages).toEqual([text]);
    expect(overLimit).toBe(2);
    expect(gallery.items).toHaveLength(10);
    expect(gallery.primaryKey).toBe(gallery.items[0]!.key);
  });

  it('moves the cover to the first remaining photo when the cover is removed', () => {
    let gallery = galleryFromImages([image(1), image(2, true), image(3)]);
    expect(gallery.primaryKey).toBe('img-2');
    gallery = removeItem(gallery, 'img-2');
    expect(gallery.primaryKey).toBe('img-1');
    expect(gallery.removed).toEqual([2]);
  });

  it('names photos as the server does: ids, and new:N in the order of the files sent', () => {
    let gallery = addFiles(galleryFromImages([image(7), image(8, true)]), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
    ]).gallery;
    const last = gallery.items[3]!.key;
    gallery = moveItem(moveItem(moveItem(gallery, last, -1), last, -1), last, -1);
    gallery = setPrimary(gallery, last);
    const refs = imageRefs(gallery);
    expect(gallery.items.map((i) => refs.get(i.key))).toEqual(['new:0', '7', '8', 'new:1']);
    expect(refs.get(gallery.primaryKey!)).toBe('new:0');
  });
});

describe('the video widget', () => {
  it('refuses other types and files over 100 MB with the spec’s details', () => {
    expect(videoFileProblem(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }))).toEqual({
      kind: 'type',
      type: 'application/pdf',
    });
    const big = new File(['x'], 'tour.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 150 * 1024 * 1024 });
    expect(videoFileProblem(big)).toEqual({ kind: 'size', megabytes: 150 });
    expect(videoFileProblem(new File(['x'], 'tour.MOV', { type: 'video/quicktime' }))).toBeNull();
  });

  it('makes the first video primary, and the first remaining one when the primary goes', () => {
    let list = addLocal(videoListFrom([]), [
      new File(['a'], 'first.webm', { type: 'video/webm' }),
      new File(['b'], 'second.webm', { type: 'video/webm' }),
    ]);
    const [first, second] = list.items;
    expect(list.primaryKey).toBe(first!.key);
    expect(first).toMatchObject({ kind: 'local', state: 'selected', title: 'first' });
    list = removeVideo(list, first!.key);
    expect(list.primaryKey).toBe(second!.key);
  });

  it('keeps the server’s primary when videos are added, and turns an upload into a server video', () => {
    let list = videoListFrom([video(1), video(2, true)]);
    expect(list.primaryKey).toBe('video-2');
    list = addLocal(list, [new File(['a'], 'more.webm', { type: 'video/webm' })]);
    const key = list.items[2]!.key;
    expect(list.primaryKey).toBe('video-2');
    list = patchLocal(list, key, { state: 'uploading', progress: 40 });
    expect(list.items[2]).toMatchObject({ state: 'uploading', progress: 40 });
    // A failure returns it to not uploaded.
    list = patchLocal(list, key, { state: 'selected', progress: 0, failed: true });
    list = setPrimaryVideo(list, key);
    list = replaceWithRemote(list, key, video(3, true));
    expect(list.items[2]).toMatchObject({ kind: 'remote', video: { id: 3 } });
    expect(list.primaryKey).toBe(key);
  });
});

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

const filled = (): ListingFormValues => ({
  ...emptyListingValues('1'),
  title: 'Bole apartment',
  property_type: 'apartment',
  listing_type: 'rent',
  price: '25000',
  area: '85',
  bedrooms: '2',
  bathrooms: '1',
  subcity: '3',
  kebele: '4',
  address: 'Bole Road',
  description: 'A bright two-bedroom apartment near Edna Mall, with a balcony and a water tank.',
});

describe('the listing form', () => {
  const check = (values: ListingFormValues, gallery = addFiles(emptyGallery(), [jpeg('a.jpg')]).gallery) =>
    listingResolver(t, () => ({ mode: 'create', gallery, needsSubcity: true, needsKebele: true }))(
      values,
      undefined,
      {} as never,
    );

  it('says what is missing, in the spec’s generic words', async () => {
    const { errors } = await check({ ...emptyListingValues(), description: 'Too short' }, emptyGallery());
    expect(errors.title?.message).toBe('validation.required');
    expect(errors.price?.message).toBe('validation.required');
    expect(errors.subcity?.message).toBe('validation.required');
    // Selects left at "Choose…" are missing, not wrong.
    expect(errors.property_type?.message).toBe('validation.required');
    expect(errors.listing_type?.message).toBe('validation.required');
    expect(errors.description?.message).toBe('validation.descriptionMin {"min":50}');
    expect((errors as Record<string, { message: string }>).images?.message).toBe(
      'listingForm.imagesRequired',
    );
  });

  it('checks numbers and coordinates', async () => {
    const { errors } = await check({
      ...filled(),
      price: '-5',
      area: 'big',
      latitude: '95',
      longitude: '38.7',
    });
    expect(errors.price?.message).toBe('validation.min {"min":0}');
    expect(errors.area?.message).toBe('validation.number');
    expect(errors.latitude?.message).toBe('listingForm.latitudeRange');
    const ok = await check(filled());
    expect(ok.errors).toEqual({});
  });

  it('takes amounts with their digits grouped, as birr are written, and sends them plain', async () => {
    for (const [price, area] of [
      ['12,500,000', '1,250'],
      ['12 500 000', '1 250'],
      ['12\u00a0500\u00a0000', '1250'],
    ]) {
      expect((await check({ ...filled(), price: price!, area: area! })).errors).toEqual({});
      const body = listingFormData({ ...filled(), price: price!, area: area! }, emptyGallery(), 'create');
      expect([body.get('price'), body.get('area')]).toEqual(['12500000', '1250']);
    }
    // A comma that groups nothing is no amount.
    expect((await check({ ...filled(), price: '12,5' })).errors.price?.message).toBe('validation.number');
  });

  it('sends a new listing as text fields with the photos under images, the cover by its new:N name', () => {
    const two = addFiles(emptyGallery(), [jpeg('a.jpg'), jpeg('b.jpg')]).gallery;
    const body = listingFormData(
      { ...filled(), features: ['balcony', 'water-tank'] },
      setPrimary(two, two.items[1]!.key),
      'create',
    );
    expect(body.get('title')).toBe('Bole apartment');
    expect(body.has('latitude')).toBe(false); // empty fields are left out of a new listing
    expect(body.getAll('features')).toEqual(['balcony', 'water-tank']);
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect(body.get('primary_image')).toBe('new:1');
  });

  it('sends an edit with every field, and the gallery changes only when there are some', () => {
    const original = galleryFromImages([image(1, true), image(2)]);
    const same = listingFormData(filled(), original, 'edit', { gallery: original, status: 'available' });
    expect(same.get('latitude')).toBe(''); // clears it on the server
    expect(same.get('features')).toBe('');
    expect(same.has('image_order')).toBe(false);

    const changed = setPrimary(removeItem(original, 'img-1'), 'img-2');
    const withPhoto = addFiles(changed, [jpeg('c.jpg')]).gallery;
    const body = listingFormData(filled(), withPhoto, 'edit', { gallery: original, status: 'available' });
    expect(body.get('remove_images')).toBe('1');
    expect(body.get('image_order')).toBe('2,new:0');
    expect(body.get('primary_image')).toBe('2');
    expect(body.getAll('images')).toHaveLength(1);
  });
});
