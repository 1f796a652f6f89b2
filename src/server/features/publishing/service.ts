import { publishesAtOnce } from '@shared/listing-changes';
import type {
  CreatePropertyBody,
  MyPropertiesQuery,
  MyPropertiesResponse,
  OwnListing,
} from '@shared/schemas/publishing';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { properties } from '../../db/schema';
import { auditRepository } from '../../lib/audit-repository';
import { notFound, throwIfAny } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { loadManagedListing } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { removeStoredMedia } from '../../media/removal';
import { mediaRepository } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import { listingWentPublic } from '../alerts';
import { alreadyListedError, checkNewListing, recordLookalikes, rememberRemovedListing } from '../duplicates';
import {
  buildSearchText,
  filterConditions,
  listingsChanged,
  rescoreListings,
  selectListingCards,
} from '../properties';
import { planGallery } from './gallery';
import { discardPhotos, galleryOf, inspectPhotos, storePhotos } from './photos';
import { resolveCatalogue, resolvePlace } from './places';
import { loadOwnListing, presentOwnCards } from './presenter';
import { publishingRepository as repo } from './repository';
import { checkTerms, NO_TERMS } from './terms';

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
  const terms = checkTerms(body, NO_TERMS, body.listing_type, body.property_type);
  throwIfAny(
    where.errors,
    featureIds.errors,
    amenityIds.errors,
    terms.errors,
    photoErrors,
    plan.ok ? {} : plan.errors,
  );
  if (!plan.ok || !where.place) throw new Error('unreachable: errors were thrown above');
  const { place } = where;

  const stored = await storePhotos(ctx, files);
  // The duplicate check (decision 050): the same home listed twice by its publisher is refused,
  // a look-alike of another publisher's listing waits for staff whoever publishes it, and the
  // same home back within 14 weeks keeps its first publication date.
  let check: Awaited<ReturnType<typeof checkNewListing>>;
  try {
    check = await checkNewListing(
      ctx,
      db,
      {
        ownerId: me.id,
        propertyType: body.property_type,
        listingType: body.listing_type,
        cityId: place.values.cityId ?? null,
        subcityId: place.values.subcityId ?? null,
        photoCount: stored.length,
      },
      stored.map((s) => s.photoHash),
    );
    if (check.alreadyListed) throw alreadyListedError(ctx, check.alreadyListed);
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
  const live = publishesAtOnce(me) && check.lookalikes.length === 0;
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
        ...terms.values,
        ...place.values,
        ownerId: me.id,
        agentId: me.isAgent ? me.id : null,
        status: live ? 'available' : 'pending',
        reviewState: live ? 'approved' : 'pending',
        ...(check.firstPublishedAt && { createdAt: check.firstPublishedAt }),
        ...buildSearchText({
          title: body.title,
          titleAm: body.title_am,
          description: body.description,
          descriptionAm: body.description_am,
          address: body.address,
          landmark: terms.values.landmark,
          locationNames: where.names,
        }),
      });
      const gallery = await galleryOf(tx, plan.photos, stored, me.id);
      await repo.setGallery(tx, newId, gallery);
      await recordLookalikes(tx, newId, check.lookalikes, (photo) => {
        const at = plan.photos.findIndex((p) => p.kind === 'new' && p.index === photo);
        return gallery[at]?.imageId ?? null;
      });
      if (live) await listingWentPublic(tx, newId);
      if (featureIds.ids) await repo.setCatalogue(tx, 'features', newId, featureIds.ids);
      if (amenityIds.ids) await repo.setCatalogue(tx, 'amenities', newId, amenityIds.ids);
      await rescoreListings(tx, [newId]);
      return newId;
    });
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
  listingsChanged(ctx);
  return loadOwnListing(ctx, id, me);
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
    // Its return within 14 weeks keeps its first publication date (decision 050).
    await rememberRemovedListing(ctx, tx, id);
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
  listingsChanged(ctx);
}

/**
 * `GET /properties/my-properties/`: every listing of the signed-in user, newest first, as they
 * see it: a change waiting for review on top of its published listing. `search` and `status`
 * narrow it (an agent with a hundred listings finds one).
 */
export async function myProperties(
  ctx: AppContext,
  viewer: Viewer | null,
  q: MyPropertiesQuery,
  url: string,
): Promise<MyPropertiesResponse> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const where = and(
    repo.ownedBy(me.id),
    filterConditions({ search: q.search }),
    q.status ? eq(properties.status, q.status) : undefined,
  );
  const [rows, count] = await Promise.all([
    selectListingCards(db, where, '-created_at', q.page_size, (q.page - 1) * q.page_size),
    repo.countWhere(db, where),
  ]);
  if (q.page > 1 && rows.length === 0) throw notFound('Invalid page.');
  const reviews = await repo.reviews(
    db,
    rows.map((r) => r.property.id),
  );
  return {
    count,
    ...pageLinks(url, q.page, q.page_size, count),
    results: await presentOwnCards(ctx, rows, reviews),
  };
}

/** `GET /properties/features/` and `/properties/amenities/`: what a listing can offer. */
export async function catalogue(ctx: AppContext, kind: 'features' | 'amenities') {
  const results = await repo.catalogue(ctx.database.read, kind);
  return { count: results.length, results };
}
