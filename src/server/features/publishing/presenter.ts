import type { ReviewState } from '@shared/enums';
import type { MyPropertyItem, OwnListing } from '@shared/schemas/publishing';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { listingAccessRepository } from '../../lib/listing-access';
import { locationIndex } from '../locations/location-index';
import type { ListingCardRow } from '../properties/card-query';
import { presentCards } from '../properties/cards';
import { presentDetail } from '../properties/detail-presenter';
import { selectListingDetail } from '../properties/detail-query';

export interface ReviewRow {
  reviewState: ReviewState;
  reviewNote: string | null;
  reviewedAt: Date | null;
}

/** The review block owners and staff see: the reason only while the listing stays rejected. */
export function presentReview(row: ReviewRow) {
  return {
    review_state: row.reviewState,
    rejection_reason: row.reviewState === 'rejected' ? row.reviewNote : null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * A listing as its owner sees it after a change: the detail (every photo and video, whole text),
 * read from the primary database so that it shows the change just made, with its review state.
 */
export async function loadOwnListing(ctx: AppContext, id: number): Promise<OwnListing> {
  const db = ctx.database.db;
  const [row, access, places] = await Promise.all([
    selectListingDetail(db, id),
    listingAccessRepository.find(db, id),
    locationIndex(ctx.database),
  ]);
  if (!row || !access) throw notFound('Property not found.');
  const detail = presentDetail(ctx.storage, row, {
    images: row.images,
    videos: row.videos,
    catalogue: { features: row.features, amenities: row.amenities },
    people: new Map(row.person ? [[row.person.id, row.person]] : []),
    places,
    unwrittenViews: 0,
  });
  return { ...detail, ...presentReview(access) };
}

/** Listing cards with the review state of each (My Properties, the staff review queue). */
export async function presentReviewedCards(
  ctx: AppContext,
  rows: ListingCardRow[],
  reviews: Array<ReviewRow & { id: number }>,
): Promise<MyPropertyItem[]> {
  const byId = new Map(reviews.map((r) => [r.id, r]));
  const cards = await presentCards(ctx, rows);
  return cards.map((card) => {
    const review = byId.get(card.id);
    return {
      ...card,
      ...(review
        ? presentReview(review)
        : { review_state: 'approved' as const, rejection_reason: null, reviewed_at: null }),
    };
  });
}
