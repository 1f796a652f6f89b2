import type { FieldErrorsBody } from '@shared/errors';
import type {
  CreatePropertyBody,
  MyPropertiesQuery,
  MyPropertiesResponse,
  OwnListing,
  UpdatePropertyBody,
} from '@shared/schemas/publishing';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { properties } from '../../db/schema';
import { auditRepository } from '../../lib/audit-repository';
import { fieldErrors, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { type ListingAccessRow, loadManagedListing } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import { publishesWithoutReview, type Viewer } from '../../lib/viewer';
import { removeStoredMedia } from '../../media/removal';
import { mediaRepository, type StoredImage } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import { selectListingCards } from '../properties/card-query';
import { buildSearchText } from '../properties/search-text';
import { listingsChanged } from '../properties/service';
import { type GalleryRequest, type PlannedPhoto, planGallery } from './gallery';
import { discardPhotos, inspectPhotos, storePhotos } from './photos';
import { resolveCatalogue, resolvePlace } from './places';
import { loadOwnListing, presentReviewedCards } from './presenter';
import { publishingRepository as repo } from './repository';

type ListingValues = Partial<typeof properties.$inferInsert>;

/** Merges field errors of several checks; throws them together (a form shows every mistake at once). */
function throwIfAny(...groups: FieldErrorsBody[]): void {
  const all: FieldErrorsBody = {};
  for (const group of groups)
    for (const [field, messages] of Object.entries(group)) all[field] = [...(all[field] ?? []), ...messages];
  if (Object.keys(all).length) throw fieldErrors(all);
}

/** Links the stored photos of a plan (new ones as their image rows) and sets the gallery. */
async function applyGallery(
  tx: Db,
  propertyId: number,
  photos: PlannedPhoto[],
  stored: StoredImage[],
  uploaderId: number,
): Promise<void> {
  const newIds: number[] = [];
  for (const image of stored) newIds.push(await mediaRepository.insertImage(tx, image, uploaderId));
  await repo.setGallery(
    tx,
    propertyId,
    photos.map((p) =>
      p.kind === 'existing'
        ? { imageId: p.id, caption: p.caption, isPrimary: p.isPrimary }
        : { imageId: newIds[p.index]!, caption: '', isPrimary: p.isPrimary },
    ),
  );
}

/**
 * `POST /properties/properties/`: any signed-in user publishes (spec §6). Verified agents' and
 * staff listings go live at once; everyone else's wait for staff review (DESIGN §4). Every rule
 * is checked, and every photo inspected, before anything is stored; photos are encoded and
 * stored before the transaction and removed again if it fails, so a failure leaves nothing.
 */
export async function createListing(
  ctx: AppContext,
  viewer: Viewer | null,
  body: CreatePropertyBody,
  files: SpooledFile[],
): Promise<OwnListing> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const plan = planGallery([], { newCount: files.length, primary: body.primary_image });
  const [where, featureIds, amenityIds, photoErrors] = await Promise.all([
    resolvePlace(db, { city: body.city, subcity: body.subcity ?? null, kebele: body.kebele ?? null }),
    resolveCatalogue(db, 'features', body.features),
    resolveCatalogue(db, 'amenities', body.amenities),
    inspectPhotos(files),
  ]);
  throwIfAny(where.errors, featureIds.errors, amenityIds.errors, photoErrors, plan.ok ? {} : plan.errors);
  if (!plan.ok || !where.place) throw new Error('unreachable: errors were thrown above');
  const { place } = where;

  const stored = await storePhotos(ctx, files);
  const live = publishesWithoutReview(me);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const newId = await repo.insertListing(tx, {
        title: body.title,
        titleAm: body.title_am ?? null,
        description: body.description,
        descriptionAm: body.description_am ?? null,
        listingType: body.listing_type,
        propertyType: body.property_type,
        price: body.price,
        area: body.area,
        bedrooms: body.bedrooms,
        bathrooms: body.bathrooms,
        parkingSpaces: body.parking_spaces ?? 0,
        address: body.address,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        ...place.values,
        ownerId: me.id,
        agentId: me.isAgent ? me.id : null,
        status: live ? 'available' : 'pending',
        reviewState: live ? 'approved' : 'pending',
        ...buildSearchText({
          title: body.title,
          titleAm: body.title_am,
          description: body.description,
          descriptionAm: body.description_am,
          address: body.address,
          locationNames: where.names,
        }),
      });
      await applyGallery(tx, newId, plan.photos, stored, me.id);
      if (featureIds.ids) await repo.setCatalogue(tx, 'features', newId, featureIds.ids);
      if (amenityIds.ids) await repo.setCatalogue(tx, 'amenities', newId, amenityIds.ids);
      return newId;
    });
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
  listingsChanged(ctx.database);
  return loadOwnListing(ctx, id);
}

/** The gallery part of an update, when the request touches the gallery at all. */
function galleryRequest(body: UpdatePropertyBody, files: SpooledFile[]): GalleryRequest | undefined {
  const touched =
    files.length > 0 ||
    body.remove_images?.length ||
    body.image_order !== undefined ||
    body.primary_image !== undefined;
  if (!touched) return undefined;
  return {
    newCount: files.length,
    remove: body.remove_images,
    order: body.image_order,
    primary: body.primary_image,
  };
}

/** The fields an update sent (for the audit log); `images` only when files came. */
const changedFields = (body: UpdatePropertyBody, fileCount: number) =>
  Object.entries(body)
    .filter(([k, v]) => v !== undefined && (k !== 'images' || fileCount > 0))
    .map(([k]) => k);

const STATUS_UNDER_REVIEW =
  'The status of this listing changes when staff approve it; it cannot be set while it is under review or rejected.';

/** Checks an update against the listing as it is now; returns the errors and the new column values. */
async function prepareUpdate(db: Db, listing: ListingAccessRow, body: UpdatePropertyBody) {
  const current = await repo.editable(db, listing.id);
  if (!current) throw notFound('Property not found.');
  const ids = {
    city: body.city ?? current.cityId,
    subcity: body.subcity !== undefined ? body.subcity : current.subcityId,
    kebele: body.kebele !== undefined ? body.kebele : current.kebeleId,
  };
  const placeChanged = body.city !== undefined || body.subcity !== undefined || body.kebele !== undefined;
  const [where, featureIds, amenityIds] = await Promise.all([
    // A listing always has a city; the cascade is checked whenever one of its levels changes.
    ids.city === null
      ? { errors: { city: ['Select a valid city.'] }, names: [], place: undefined }
      : resolvePlace(db, { ...ids, city: ids.city }),
    resolveCatalogue(db, 'features', body.features),
    resolveCatalogue(db, 'amenities', body.amenities),
  ]);
  const errors: FieldErrorsBody = {
    ...(placeChanged ? where.errors : {}),
    ...featureIds.errors,
    ...amenityIds.errors,
  };
  if (body.status !== undefined && listing.reviewState !== 'approved') errors.status = [STATUS_UNDER_REVIEW];

  const text = {
    title: body.title ?? current.title,
    titleAm: body.title_am !== undefined ? body.title_am : current.titleAm,
    description: body.description ?? current.description,
    descriptionAm: body.description_am !== undefined ? body.description_am : current.descriptionAm,
    address: body.address ?? current.address,
  };
  const values: ListingValues = {
    ...text,
    ...(body.listing_type !== undefined && { listingType: body.listing_type }),
    ...(body.property_type !== undefined && { propertyType: body.property_type }),
    ...(body.price !== undefined && { price: body.price }),
    ...(body.area !== undefined && { area: body.area }),
    ...(body.bedrooms !== undefined && { bedrooms: body.bedrooms }),
    ...(body.bathrooms !== undefined && { bathrooms: body.bathrooms }),
    ...(body.parking_spaces !== undefined && { parkingSpaces: body.parking_spaces ?? 0 }),
    ...(body.latitude !== undefined && { latitude: body.latitude, longitude: body.longitude ?? null }),
    ...(body.status !== undefined && { status: body.status }),
    ...(placeChanged && where.place ? where.place.values : {}),
    ...buildSearchText({ ...text, locationNames: where.names }),
  };
  return { errors, values, featureIds: featureIds.ids, amenityIds: amenityIds.ids };
}

/**
 * `PATCH /properties/properties/{id}/` (owner or staff). Fields not sent keep their value. An
 * owner's edit of a rejected listing sends it back to review. Staff edits of other people's
 * listings are audited.
 */
export async function updateListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: UpdatePropertyBody,
  files: SpooledFile[],
  ip: string,
): Promise<OwnListing> {
  const db = ctx.database.db;
  const { listing } = await loadManagedListing(db, viewer, id);
  const gallery = galleryRequest(body, files);
  const [checked, currentPhotos, photoErrors] = await Promise.all([
    prepareUpdate(db, listing, body),
    repo.gallery(db, id),
    inspectPhotos(files),
  ]);
  const plan = gallery && planGallery(currentPhotos, gallery);
  throwIfAny(checked.errors, photoErrors, plan && !plan.ok ? plan.errors : {});

  const stored = await storePhotos(ctx, files);
  let removedImages: Awaited<ReturnType<typeof mediaRepository.deleteUnusedImages>> = [];
  try {
    removedImages = await db.transaction(async (tx) => {
      // Again under the lock: another edit may have changed the listing meanwhile.
      const { viewer: me, listing: locked } = await loadManagedListing(tx, viewer, id, true);
      const again = await prepareUpdate(tx, locked, body);
      const lockedPlan = gallery && planGallery(await repo.gallery(tx, id), gallery);
      throwIfAny(again.errors, lockedPlan && !lockedPlan.ok ? lockedPlan.errors : {});
      const values = { ...again.values };
      const byOwner = !me.isStaff;
      if (byOwner && locked.reviewState === 'rejected') {
        // Back to the review queue with the changes the owner made.
        Object.assign(values, {
          status: 'pending',
          reviewState: 'pending',
          reviewNote: null,
          reviewedAt: null,
          reviewedById: null,
        } satisfies ListingValues);
      }
      await repo.updateListing(tx, id, values);
      if (again.featureIds) await repo.setCatalogue(tx, 'features', id, again.featureIds);
      if (again.amenityIds) await repo.setCatalogue(tx, 'amenities', id, again.amenityIds);
      let removed: typeof removedImages = [];
      if (lockedPlan?.ok) {
        await applyGallery(tx, id, lockedPlan.photos, stored, me.id);
        removed = await mediaRepository.deleteUnusedImages(tx, lockedPlan.removed);
      }
      if (me.isStaff && locked.ownerId !== me.id) {
        await auditRepository.record(tx, {
          actorId: me.id,
          action: 'property.update',
          entityType: 'property',
          entityId: String(id),
          before: { status: locked.status, review_state: locked.reviewState },
          after: { changed: changedFields(body, files.length) },
          ip,
        });
      }
      return removed;
    });
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
  await removeStoredMedia(ctx.storage, ctx.log, { images: removedImages });
  listingsChanged(ctx.database);
  return loadOwnListing(ctx, id);
}

/**
 * `DELETE /properties/properties/{id}/` (owner or staff). The listing goes with its photos links,
 * videos, features and saves; inquiries stay with their senders and recipients. Files are removed
 * after the deletion committed, and only those nothing else uses.
 */
export async function deleteListing(ctx: AppContext, viewer: Viewer | null, id: number, ip: string) {
  const removed = await ctx.database.db.transaction(async (tx) => {
    const { viewer: me, listing } = await loadManagedListing(tx, viewer, id, true);
    const media = await repo.media(tx, id);
    await repo.deleteListing(tx, id);
    const images = await mediaRepository.deleteUnusedImages(tx, media.imageIds);
    const keys = await mediaRepository.deleteUnusedFiles(tx, media.fileIds);
    if (me.isStaff && listing.ownerId !== me.id) {
      await auditRepository.record(tx, {
        actorId: me.id,
        action: 'property.delete',
        entityType: 'property',
        entityId: String(id),
        before: { title: listing.title, owner: listing.ownerId, status: listing.status },
        after: null,
        ip,
      });
    }
    return { images, keys };
  });
  await removeStoredMedia(ctx.storage, ctx.log, removed);
  listingsChanged(ctx.database);
}

/** `GET /properties/my-properties/`: every listing of the signed-in user, newest first. */
export async function myProperties(
  ctx: AppContext,
  viewer: Viewer | null,
  q: MyPropertiesQuery,
  url: string,
): Promise<MyPropertiesResponse> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const [rows, count] = await Promise.all([
    selectListingCards(db, repo.ownedBy(me.id), '-created_at', q.page_size, (q.page - 1) * q.page_size),
    repo.countOwned(db, me.id),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  const reviews = await repo.reviews(
    db,
    rows.map((r) => r.property.id),
  );
  return {
    count,
    ...pageLinks(url, q.page, q.page_size, count),
    results: await presentReviewedCards(ctx, rows, reviews),
  };
}

/** `GET /properties/features/` and `/properties/amenities/`: what a listing can offer. */
export async function catalogue(ctx: AppContext, kind: 'features' | 'amenities') {
  const results = await repo.catalogue(ctx.database.read, kind);
  return { count: results.length, results };
}
