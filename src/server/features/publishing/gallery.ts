import { MAX_PROPERTY_IMAGES } from '@shared/constants';
import type { FieldErrorsBody } from '@shared/errors';
import { IMAGES_REQUIRED, type ImageRef, TOO_MANY_IMAGES } from '@shared/schemas/publishing';

/** A photo the listing has now, in gallery order. */
export interface CurrentPhoto {
  imageId: number;
  isPrimary: boolean;
  caption: string;
}

/** What the request asks of the gallery (spec §5 and the PATCH fields of `updatePropertyBody`). */
export interface GalleryRequest {
  /** How many photo files this request uploads (referred to as `new:0`, `new:1`…). */
  newCount: number;
  remove?: number[];
  order?: ImageRef[];
  primary?: ImageRef;
}

/** One photo of the resulting gallery, in order. */
export type PlannedPhoto = (
  | { kind: 'existing'; id: number; caption: string }
  | { kind: 'new'; index: number }
) & {
  isPrimary: boolean;
};

export type GalleryPlan =
  | { ok: true; photos: PlannedPhoto[]; removed: number[] }
  | { ok: false; errors: FieldErrorsBody };

const refKey = (ref: ImageRef) => (ref.kind === 'existing' ? `id:${ref.id}` : `new:${ref.index}`);
const nameOf = (ref: ImageRef) => (ref.kind === 'existing' ? `Photo ${ref.id}` : `new:${ref.index}`);

/**
 * The gallery after a create or an edit: listed photos first in the asked order, then the other
 * kept photos in their current order, then the other new ones in upload order. Exactly one
 * photo is the cover: the one asked for, else the current cover when kept, else the first.
 * A pure function, so the service can check a request before storing anything and check it
 * again inside the transaction against the locked listing.
 */
export function planGallery(current: CurrentPhoto[], request: GalleryRequest): GalleryPlan {
  const errors: FieldErrorsBody = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const byId = new Map(current.map((p) => [p.imageId, p]));
  const removed = new Set<number>();
  for (const id of request.remove ?? []) {
    if (!byId.has(id)) add('remove_images', `Photo ${id} is not part of this listing.`);
    else removed.add(id);
  }
  const exists = (ref: ImageRef) =>
    ref.kind === 'existing' ? byId.has(ref.id) && !removed.has(ref.id) : ref.index < request.newCount;

  const listed: ImageRef[] = [];
  const seen = new Set<string>();
  for (const ref of request.order ?? []) {
    if (!exists(ref)) add('image_order', `${nameOf(ref)} is not a photo of this listing.`);
    else if (seen.has(refKey(ref))) add('image_order', `${nameOf(ref)} is listed twice.`);
    else {
      seen.add(refKey(ref));
      listed.push(ref);
    }
  }
  if (request.primary && !exists(request.primary))
    add('primary_image', `${nameOf(request.primary)} is not a photo of this listing.`);

  const rest: ImageRef[] = [
    ...current
      .filter((p) => !removed.has(p.imageId))
      .map((p): ImageRef => ({ kind: 'existing', id: p.imageId })),
    ...Array.from({ length: request.newCount }, (_, index): ImageRef => ({ kind: 'new', index })),
  ].filter((ref) => !seen.has(refKey(ref)));
  const ordered = [...listed, ...rest];

  if (ordered.length === 0) add('images', IMAGES_REQUIRED);
  if (ordered.length > MAX_PROPERTY_IMAGES) add('images', TOO_MANY_IMAGES);
  if (Object.keys(errors).length) return { ok: false, errors };

  const keptCover = current.find((p) => p.isPrimary && !removed.has(p.imageId));
  const coverKey = request.primary
    ? refKey(request.primary)
    : keptCover
      ? `id:${keptCover.imageId}`
      : refKey(ordered[0]!);
  return {
    ok: true,
    removed: [...removed],
    photos: ordered.map((ref) => {
      const isPrimary = refKey(ref) === coverKey;
      return ref.kind === 'existing'
        ? { kind: 'existing', id: ref.id, caption: byId.get(ref.id)!.caption, isPrimary }
        : { kind: 'new', index: ref.index, isPrimary };
    }),
  };
}
