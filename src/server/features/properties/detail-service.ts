import { isPublicStatus } from '@shared/listing-query';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { addisDay, isBotVisitor, visitorKeys } from '../../lib/visitors';
import { isPublisher, responseHours } from '../leads';
import { locationIndex } from '../locations';
import { priceContextOf } from '../prices';
import { proposedDetailRow, revisionsRepository } from '../revisions';
import { presentListings } from './cards';
import { presentDetail } from './detail-presenter';
import { selectListingDetail } from './detail-query';
import { selectListingById, selectListingsByIds, selectSimilarIds } from './detail-repository';
import type { ListingRow } from './list-repository';
import { SIMILAR_COUNT } from './similar-rule';
import type { ViewCounter } from './view-counter';

/** Where a request comes from, for view counting: never stored, only hashed (lib/visitors.ts). */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** Published listings are public; pending and unavailable ones only for their owner and staff. */
function canSee(row: ListingRow, viewer: Viewer | null): boolean {
  if (isPublicStatus(row.property.status)) return true;
  return viewer !== null && (viewer.isStaff || viewer.id === row.property.ownerId);
}

/**
 * Counts a view of a published listing seen by `viewer`: once per address and per signed-in user
 * and day, never bots, never its owner or agent.
 */
export async function countView(
  ctx: AppContext,
  views: ViewCounter,
  id: number,
  publishers: { ownerId: number; agentId: number | null } | null,
  viewer: Viewer | null,
  visitor: Visitor,
): Promise<void> {
  // Its owner's and its agent's own visits are not interest in the listing (decision 040).
  if ((viewer && publishers && isPublisher(viewer, publishers)) || isBotVisitor(visitor.userAgent)) return;
  const day = addisDay();
  await views.record(id, visitorKeys(ctx.config.jwtSecret, { ...visitor, viewer }, day), day);
}

/**
 * `GET /properties/properties/{id}/`. Everyone but its owner sees what staff approved; its owner
 * sees their change waiting for review on top (decision 028). The view is counted (once per
 * address and per signed-in user and day; never bots, never its owner or agent, never a listing under
 * review) and included in the answer.
 */
export async function getProperty(
  ctx: AppContext,
  id: number,
  viewer: Viewer | null,
  visitor: Visitor,
  views: ViewCounter,
): Promise<PropertyDetail> {
  const [row, places, benchmarks] = await Promise.all([
    selectListingDetail(ctx.database.read, id),
    locationIndex(ctx),
    ctx.reads.benchmarks.get(),
  ]);
  if (!row || !canSee(row, viewer)) throw notFound('Property not found.');
  const p = row.property;
  if (p.status !== 'pending') await countView(ctx, views, id, p, viewer, visitor);
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
    // The published price's place and history, also under an owner's waiting change: the
    // sentence speaks of the price the public sees.
    price: { context: priceContextOf(row.property, benchmarks), history: row.priceHistory },
    agentResponseHours: shown.property.agentId
      ? await responseHours(ctx.database.read, shown.property.agentId)
      : null,
  });
}

/** `GET /properties/properties/{id}/similar/`: listings like this one (`similarRule`, DESIGN §4). */
export async function similarProperties(ctx: AppContext, id: number, viewer: Viewer | null) {
  const read = ctx.database.read;
  const found = await selectListingById(read, id);
  if (!found || !canSee(found, viewer)) throw notFound('Property not found.');
  const p = found.property;
  const like = {
    id,
    listingType: p.listingType,
    propertyType: p.propertyType,
    price: p.price,
    subcityId: p.subcityId,
    cityId: p.cityId,
  };
  const ids = await selectSimilarIds(read, like, SIMILAR_COUNT);
  const results = await presentListings(ctx, await selectListingsByIds(read, ids));
  return { count: results.length, results };
}
