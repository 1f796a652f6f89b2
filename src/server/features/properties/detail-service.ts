import { createHash } from 'node:crypto';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { isbot } from 'isbot';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { locationIndex } from '../locations/location-index';
import { proposedDetailRow } from '../revisions/overlay';
import { revisionsRepository } from '../revisions/repository';
import { presentListings } from './cards';
import { presentDetail } from './detail-presenter';
import { selectListingDetail } from './detail-query';
import { selectListingById, selectListingsByIds, selectSimilarIds } from './detail-repository';
import { type ListingRow, PUBLISHED_STATUSES } from './list-repository';
import type { ViewCounter } from './view-counter';

const SIMILAR_COUNT = 4;

/** Who is looking, for view counting: never the address itself, only a hash of it. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Published listings are public; pending and unavailable ones only for their owner and staff. */
function canSee(row: ListingRow, viewer: Viewer | null): boolean {
  if ((PUBLISHED_STATUSES as readonly string[]).includes(row.property.status)) return true;
  return viewer !== null && (viewer.isStaff || viewer.id === row.property.ownerId);
}

/** Today in Addis Ababa (UTC+3, no daylight saving): views are counted per local day. */
function addisDay(now = Date.now()): string {
  return new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
}

function visitorKey(viewer: Viewer | null, visitor: Visitor): string {
  if (viewer) return `u:${viewer.id}`;
  return `a:${createHash('sha256').update(`${visitor.ip}|${visitor.userAgent}`).digest('base64url').slice(0, 22)}`;
}

/** Counts a view of a published listing seen by `viewer` (never bots, never the owner). */
export function countView(
  views: ViewCounter,
  id: number,
  ownerId: number | null,
  viewer: Viewer | null,
  visitor: Visitor,
) {
  if (viewer?.id === ownerId || isbot(visitor.userAgent)) return;
  views.record(id, visitorKey(viewer, visitor), addisDay());
}

/**
 * `GET /properties/properties/{id}/`. Everyone but its owner sees what staff approved; its owner
 * sees their change waiting for review on top (decision 028). The view is counted (once per visitor and day; never bots,
 * never the owner, never a listing under review) and included in the answer.
 */
export async function getProperty(
  ctx: AppContext,
  id: number,
  viewer: Viewer | null,
  visitor: Visitor,
  views: ViewCounter,
): Promise<PropertyDetail> {
  const [row, places] = await Promise.all([
    selectListingDetail(ctx.database.read, id),
    locationIndex(ctx.database),
  ]);
  if (!row || !canSee(row, viewer)) throw notFound('Property not found.');
  const p = row.property;
  if (p.status !== 'pending') countView(views, id, p.ownerId, viewer, visitor);
  // Its owner sees the listing as they changed it; everyone else, staff too, the approved version.
  const shown =
    viewer?.id === p.ownerId
      ? await proposedDetailRow(ctx.database.db, row, await revisionsRepository.find(ctx.database.db, id))
      : row;
  return presentDetail(ctx.storage, shown, {
    images: shown.images,
    videos: shown.videos,
    catalogue: { features: shown.features, amenities: shown.amenities },
    people: new Map(shown.person ? [[shown.person.id, shown.person]] : []),
    places,
    unwrittenViews: views.unwrittenFor(id),
  });
}

/** `GET /properties/properties/{id}/similar/`: four listings like this one (DESIGN §4). */
export async function similarProperties(ctx: AppContext, id: number, viewer: Viewer | null) {
  const read = ctx.database.read;
  const found = await selectListingById(read, id);
  if (!found || !canSee(found, viewer)) throw notFound('Property not found.');
  const p = found.property;
  const ids = await selectSimilarIds(
    read,
    {
      id,
      listingType: p.listingType,
      propertyType: p.propertyType,
      price: p.price,
      subcityId: p.subcityId,
      cityId: p.cityId,
    },
    SIMILAR_COUNT,
  );
  const results = await presentListings(ctx, await selectListingsByIds(read, ids));
  return { count: results.length, results };
}
