import type { FieldErrorsBody } from '@shared/errors';
import type { OwnListing, UpdatePropertyBody } from '@shared/schemas/publishing';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { properties } from '../../db/schema';
import type { ImageVariant } from '../../db/schema/media';
import { auditRepository } from '../../lib/audit-repository';
import { throwIfAny } from '../../lib/errors';
import { changesNeedReview, type ListingAccessRow, loadManagedListing } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { removeStoredMedia } from '../../media/removal';
import { mediaRepository } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import { isPriceDrop, listingPriceFell, publicPrice } from '../alerts';
import { buildSearchText, listingsChanged, rescoreListings } from '../properties';
import {
  type GalleryPhoto,
  loadProposal,
  MATERIAL_COLUMNS,
  type MaterialValues,
  ownersView,
  type Proposal,
  proposedFields,
  saveProposal,
  settleOwnProposal,
} from '../revisions';
import { checkEditPhotos, mustWaitForStaff, recordEditLookalikes } from './edit-duplicates';
import { type GalleryRequest, planGallery } from './gallery';
import { discardPhotos, galleryOf, inspectPhotos, storePhotos } from './photos';
import { resolveCatalogue, resolvePlace } from './places';
import { loadOwnListing } from './presenter';
import { publishingRepository as repo } from './repository';
import { checkTerms, loadTerms } from './terms';

type ListingValues = Partial<typeof properties.$inferInsert>;

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

/**
 * Checks an update against `current` (the listing as the editor sees it); returns the errors and
 * the column values the update sets, search key included.
 */
async function prepareUpdate(
  db: Db,
  listing: ListingAccessRow,
  body: UpdatePropertyBody,
  current: MaterialValues,
) {
  const ids = {
    city: body.city ?? current.cityId,
    subcity: body.subcity !== undefined ? body.subcity : current.subcityId,
    kebele: body.kebele !== undefined ? body.kebele : current.kebeleId,
  };
  const placeChanged = body.city !== undefined || body.subcity !== undefined || body.kebele !== undefined;
  // One after the other: this runs again inside the edit's transaction (one connection).
  // A listing always has a city; the cascade is checked whenever one of its levels changes.
  const where =
    ids.city === null
      ? { errors: { city: ['Select a valid city.'] }, names: [], place: undefined }
      : await resolvePlace(db, { ...ids, city: ids.city });
  const featureIds = await resolveCatalogue(db, 'features', body.features);
  const amenityIds = await resolveCatalogue(db, 'amenities', body.amenities);
  const errors: FieldErrorsBody = {
    ...(placeChanged ? where.errors : {}),
    ...featureIds.errors,
    ...amenityIds.errors,
  };
  if (body.status !== undefined && listing.reviewState !== 'approved') errors.status = [STATUS_UNDER_REVIEW];
  // The terms of the listing as the editor sees it; the landmark is material (with the address).
  const terms = checkTerms(
    body,
    { ...(await loadTerms(db, listing.id)), landmark: current.landmark },
    body.listing_type ?? current.listingType,
    body.property_type ?? current.propertyType,
  );
  Object.assign(errors, terms.errors);

  const text = {
    title: body.title ?? current.title ?? '',
    titleAm: body.title_am !== undefined ? body.title_am : current.titleAm,
    description: body.description ?? current.description ?? '',
    descriptionAm: body.description_am !== undefined ? body.description_am : current.descriptionAm,
    address: body.address ?? current.address ?? '',
    landmark: terms.values.landmark,
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
    ...terms.values,
    ...(body.status !== undefined && { status: body.status }),
    // Putting a listing back on the market says it is available now: a confirmation (decision
    // 036), or one taken off months ago would expire at the next pass without a reminder.
    ...(body.status === 'available' && { lastConfirmedAt: new Date() }),
    ...(placeChanged && where.place ? where.place.values : {}),
    ...buildSearchText({ ...text, locationNames: where.names }),
  };
  return { errors, values, featureIds: featureIds.ids, amenityIds: amenityIds.ids };
}

/**
 * What an edit starts from and where it goes. `propose`: the editor's material changes wait for
 * staff (DESIGN §7); `direct`: everything goes live. The owner edits the listing as they see it
 * (their waiting change on top), so that editing again starts from their proposal; staff edit
 * the published listing.
 */
function editBase(me: Viewer, listing: ListingAccessRow, proposal: Proposal) {
  const own = listing.ownerId === me.id;
  return {
    route: changesNeedReview(me, listing) ? ('propose' as const) : ('direct' as const),
    own,
    proposal,
    ...(own ? ownersView(proposal) : { values: proposal.live, gallery: proposal.liveGallery }),
  };
}

/** An edit checked under the listing's lock, ready to be written. */
interface CheckedEdit {
  id: number;
  me: Viewer;
  locked: ListingAccessRow;
  values: ListingValues;
  featureIds?: number[];
  amenityIds?: number[];
  /** The new gallery, when the edit changes it, and the photos it leaves out. */
  photos?: GalleryPhoto[];
  removed: number[];
}

async function setCatalogues(tx: Db, edit: CheckedEdit) {
  if (edit.featureIds) await repo.setCatalogue(tx, 'features', edit.id, edit.featureIds);
  if (edit.amenityIds) await repo.setCatalogue(tx, 'amenities', edit.id, edit.amenityIds);
}

/**
 * An edit that goes live: by staff, a verified agent, or on a listing not approved yet. An
 * owner's edit of a rejected listing sends it back to review. An owner who publishes at once
 * (an agent verified since) and had a change waiting publishes it with this edit.
 */
async function publishEdit(tx: Db, base: ReturnType<typeof editBase>, edit: CheckedEdit) {
  const removed = base.own ? await settleOwnProposal(tx, edit.id, base.proposal) : [];
  const values = { ...edit.values };
  if (base.own && edit.locked.reviewState === 'rejected') {
    // Back to the review queue with the changes the owner made.
    Object.assign(values, {
      status: 'pending',
      reviewState: 'pending',
      reviewNote: null,
      reviewedAt: null,
      reviewedById: null,
    } satisfies ListingValues);
  }
  await repo.updateListing(tx, edit.id, values);
  await setCatalogues(tx, edit);
  if (edit.photos) {
    await repo.setGallery(tx, edit.id, edit.photos);
    removed.push(...(await mediaRepository.deleteUnusedImages(tx, edit.removed)));
  }
  return removed;
}

/** Columns an edit writes that are no material change: they apply at once on either route. */
const IMMEDIATE_EXCLUDED = new Set<string>([...MATERIAL_COLUMNS, 'searchText', 'searchTitle']);

/**
 * An edit of an approved listing by a publisher whose changes need review: rooms, area,
 * parking, availability, features and amenities apply at once; the material changes join the
 * listing's change waiting for staff, and the published listing keeps showing what staff approved.
 */
async function proposeEdit(tx: Db, base: ReturnType<typeof editBase>, edit: CheckedEdit) {
  const immediate = Object.fromEntries(
    Object.entries(edit.values).filter(([column]) => !IMMEDIATE_EXCLUDED.has(column)),
  );
  if (Object.keys(immediate).length) await repo.updateListing(tx, edit.id, immediate);
  await setCatalogues(tx, edit);
  const material = Object.fromEntries(
    Object.entries(edit.values).filter(([column]) => (MATERIAL_COLUMNS as string[]).includes(column)),
  );
  const next = { ...base.values, ...material } as MaterialValues;
  return saveProposal(
    tx,
    edit.id,
    base.proposal,
    {
      fields: proposedFields(base.proposal.live, next),
      gallery: edit.photos ?? base.proposal.gallery,
      primaryVideoId: base.proposal.primaryVideoId,
    },
    edit.me.id,
  );
}

/**
 * `PATCH /properties/properties/{id}/` (owner or staff). Fields not sent keep their value. Every
 * rule is checked, and every photo inspected, before anything is stored; again under the lock.
 * Material changes by a publisher whose listings need review wait for staff (decision 028).
 * Staff edits of other people's listings are audited.
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
  const { viewer: me, listing } = await loadManagedListing(db, viewer, id);
  const gallery = galleryRequest(body, files);
  const [proposal, photoErrors] = await Promise.all([loadProposal(db, id), inspectPhotos(files)]);
  const base = editBase(me, listing, proposal);
  const checked = await prepareUpdate(db, listing, body, base.values);
  const plan = gallery && planGallery(base.gallery, gallery);
  throwIfAny(checked.errors, photoErrors, plan && !plan.ok ? plan.errors : {});

  const stored = await storePhotos(ctx, files);
  let removedImages: ImageVariant[][] = [];
  try {
    // New photos like another publisher's make even a verified agent's edit wait (decision 055).
    const lookalikes = await checkEditPhotos(ctx, db, {
      me,
      listing,
      current: base.values,
      values: checked.values,
      photoCount: plan?.ok ? plan.photos.length : base.gallery.length,
      stored,
    });
    removedImages = await db.transaction(async (tx) => {
      // Again under the lock: another edit, or a staff decision, may have come meanwhile.
      const { viewer: me, listing: locked } = await loadManagedListing(tx, viewer, id, true);
      const base = editBase(me, locked, await loadProposal(tx, id, true));
      if (
        base.route === 'direct' &&
        !me.isStaff &&
        locked.reviewState === 'approved' &&
        (await mustWaitForStaff(tx, id, lookalikes, base.proposal))
      )
        base.route = 'propose';
      const again = await prepareUpdate(tx, locked, body, base.values);
      const lockedPlan = gallery && planGallery(base.gallery, gallery);
      throwIfAny(again.errors, lockedPlan && !lockedPlan.ok ? lockedPlan.errors : {});
      const edit: CheckedEdit = {
        id,
        me,
        locked,
        values: again.values,
        featureIds: again.featureIds,
        amenityIds: again.amenityIds,
        photos: lockedPlan?.ok ? await galleryOf(tx, lockedPlan.photos, stored, me.id) : undefined,
        removed: lockedPlan?.ok ? lockedPlan.removed : [],
      };
      if (lookalikes.length && lockedPlan?.ok && edit.photos)
        await recordEditLookalikes(tx, id, lookalikes, lockedPlan.photos, edit.photos);
      const price = again.values.price;
      const before = price === undefined ? undefined : await publicPrice(tx, id);
      const removed =
        base.route === 'propose' ? await proposeEdit(tx, base, edit) : await publishEdit(tx, base, edit);
      // A public listing 5 % cheaper at once: people who saved it hear of it (decision 038).
      if (
        base.route !== 'propose' &&
        before !== undefined &&
        price !== undefined &&
        isPriceDrop(before, price)
      )
        await listingPriceFell(tx, id);
      await rescoreListings(tx, [id]);
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
  listingsChanged(ctx);
  return loadOwnListing(ctx, id, me);
}
