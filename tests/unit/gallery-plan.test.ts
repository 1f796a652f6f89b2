import { describe, expect, it } from 'vitest';
import { planGallery } from '../../src/server/features/publishing/gallery';

const photos = (...ids: number[]) => ids.map((imageId, i) => ({ imageId, isPrimary: i === 0, caption: '' }));
const order = (plan: ReturnType<typeof planGallery>) =>
  plan.ok
    ? plan.photos.map((p) => `${p.kind === 'existing' ? p.id : `new:${p.index}`}${p.isPrimary ? '*' : ''}`)
    : plan.errors;

describe('planGallery', () => {
  it('on create: photos in upload order, the first one the cover unless another is chosen', () => {
    expect(order(planGallery([], { newCount: 3 }))).toEqual(['new:0*', 'new:1', 'new:2']);
    expect(order(planGallery([], { newCount: 2, primary: { kind: 'new', index: 1 } }))).toEqual([
      'new:0',
      'new:1*',
    ]);
  });

  it('keeps the current order and cover when nothing is asked', () => {
    expect(order(planGallery(photos(5, 6, 7), { newCount: 1 }))).toEqual(['5*', '6', '7', 'new:0']);
  });

  it('puts listed photos first, then the others in their order', () => {
    const plan = planGallery(photos(5, 6, 7), {
      newCount: 2,
      order: [
        { kind: 'new', index: 1 },
        { kind: 'existing', id: 7 },
      ],
    });
    expect(order(plan)).toEqual(['new:1', '7', '5*', '6', 'new:0']);
  });

  it('makes the first photo the cover when the cover is removed', () => {
    const plan = planGallery(photos(5, 6, 7), { newCount: 0, remove: [5] });
    expect(order(plan)).toEqual(['6*', '7']);
    expect(plan.ok && plan.removed).toEqual([5]);
  });

  it('refuses unknown, removed or repeated photos, and galleries of 0 or more than 10', () => {
    expect(order(planGallery(photos(5), { newCount: 0, remove: [9] }))).toEqual({
      remove_images: ['Photo 9 is not part of this listing.'],
    });
    expect(
      order(
        planGallery(photos(5, 6), {
          newCount: 0,
          remove: [6],
          order: [
            { kind: 'existing', id: 6 },
            { kind: 'existing', id: 5 },
            { kind: 'existing', id: 5 },
          ],
          primary: { kind: 'new', index: 0 },
        }),
      ),
    ).toEqual({
      image_order: ['Photo 6 is not a photo of this listing.', 'Photo 5 is listed twice.'],
      primary_image: ['new:0 is not a photo of this listing.'],
    });
    expect(order(planGallery(photos(5), { newCount: 0, remove: [5] }))).toEqual({
      images: ['At least one image is required.'],
    });
    expect(order(planGallery(photos(1, 2, 3), { newCount: 8 }))).toEqual({
      images: ['Maximum 10 files allowed for property images.'],
    });
  });
});
