import type { PendingListingsQuery, PendingListingsResponse, ReviewedListing } from '@shared/schemas/review';
import type { AppContext } from '../../context';
import { auditRepository } from '../../lib/audit-repository';
import { notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { type ListingAccessRow, listingAccessRepository } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { selectListingCards } from '../properties/card-query';
import { listingsChanged } from '../properties/service';
import { presentReviewedCards } from '../publishing/presenter';
import { publishingRepository } from '../publishing/repository';
import { reviewRepository as repo } from './repository';

/** Listing cards with their review state and publisher, in the order of `ids`. */
async function present(
  ctx: AppContext,
  ids: number[],
  order: 'created_at' | undefined,
): Promise<ReviewedListing[]> {
  const db = ctx.database.db;
  const [rows, reviews, publishers] = await Promise.all([
    selectListingCards(db, repo.byIds(ids), order, Math.max(ids.length, 1), 0),
    publishingRepository.reviews(db, ids),
    repo.publishers(db, ids),
  ]);
  const byListing = new Map(publishers.map((p) => [p.propertyId, p]));
  const cards = await presentReviewedCards(ctx, rows, reviews);
  return cards.flatMap((card) => {
    const p = byListing.get(card.id);
    if (!p) return [];
    return [
      {
        ...card,
        publisher: {
          id: p.id,
          username: p.username,
          full_name: p.fullName,
          email: p.email,
          phone_number: p.phoneNumber,
          is_agent: p.isAgent,
          is_verified_agent: p.isVerifiedAgent,
          date_joined: p.dateJoined.toISOString(),
        },
      },
    ];
  });
}

/** `GET /admin/properties/pending/` (staff): listings awaiting review, oldest first. */
export async function pendingListings(
  ctx: AppContext,
  viewer: Viewer | null,
  q: PendingListingsQuery,
  url: string,
): Promise<PendingListingsResponse> {
  requireStaff(viewer);
  const db = ctx.database.db;
  const [page, count] = await Promise.all([
    selectListingCards(db, repo.pending(), 'created_at', q.page_size, (q.page - 1) * q.page_size),
    repo.countPending(db),
  ]);
  if (q.page > 1 && page.length === 0) throw notFound('Invalid page.');
  return {
    count,
    ...pageLinks(url, q.page, q.page_size, count),
    results: await present(
      ctx,
      page.map((r) => r.property.id),
      'created_at',
    ),
  };
}

const snapshot = (row: Pick<ListingAccessRow, 'status' | 'reviewState' | 'reviewNote'>) => ({
  status: row.status,
  review_state: row.reviewState,
  review_note: row.reviewNote,
});

/**
 * `POST /admin/properties/{id}/approve/` (staff): the listing goes live. Approving an approved
 * listing changes nothing and records nothing.
 */
export async function approveListing(ctx: AppContext, viewer: Viewer | null, id: number, ip: string) {
  return decide(ctx, viewer, id, ip, (row) =>
    row.reviewState === 'approved'
      ? undefined
      : { status: 'available', reviewState: 'approved', reviewNote: null, action: 'property.approve' },
  );
}

/**
 * `POST /admin/properties/{id}/reject/` (staff): the listing is hidden and its owner reads the
 * reason on My Properties; their next edit sends it back to review. A live listing can be taken
 * down the same way.
 */
export async function rejectListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  reason: string,
  ip: string,
) {
  return decide(ctx, viewer, id, ip, () => ({
    status: 'pending',
    reviewState: 'rejected',
    reviewNote: reason,
    action: 'property.reject',
  }));
}

type Decision = {
  status: 'available' | 'pending';
  reviewState: 'approved' | 'rejected';
  reviewNote: string | null;
  action: string;
};

async function decide(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  ip: string,
  choose: (row: ListingAccessRow) => Decision | undefined,
): Promise<ReviewedListing> {
  const staff = requireStaff(viewer);
  const changed = await ctx.database.db.transaction(async (tx) => {
    const before = await listingAccessRepository.find(tx, id, true);
    if (!before) throw notFound('Property not found.');
    const decision = choose(before);
    if (!decision) return false;
    const { action, ...values } = decision;
    await repo.decide(tx, id, { ...values, reviewedById: staff.id });
    await auditRepository.record(tx, {
      actorId: staff.id,
      action,
      entityType: 'property',
      entityId: String(id),
      before: snapshot(before),
      after: snapshot(values),
      ip,
    });
    return true;
  });
  if (changed) listingsChanged(ctx.database);
  const [listing] = await present(ctx, [id], undefined);
  if (!listing) throw notFound('Property not found.');
  return listing;
}
