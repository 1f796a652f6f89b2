import type { ReviewState } from '@shared/enums';
import type { ChangeReview, MyPropertyItem, OwnListing } from '@shared/schemas/publishing';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { listingAccessRepository } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { expiryOf } from '../freshness';
import { locationIndex } from '../locations';
import { priceContextOf } from '../prices';
import type { ListingCardRow } from '../properties';
import {
  type ListingDetailRow,
  presentCards,
  presentDetail,
  qualityMedia,
  selectListingDetail,
} from '../properties';
import {
  proposedCardRows,
  proposedDetailRow,
  type RevisionRow,
  revisionsRepository,
  waiting,
} from '../revisions';

export interface ReviewRow {
  reviewState: ReviewState;
  reviewNote: string | null;
  reviewedAt: Date | null;
}

/** A listing's change as its owner and staff read it: waiting, or refused with the reason. */
export function presentChangeReview(revision: RevisionRow | undefined): ChangeReview | null {
  if (!revision) return null;
  return {
    state: revision.state,
    submitted_at: revision.submittedAt.toISOString(),
    rejection_reason: revision.state === 'rejected' ? revision.reviewNote : null,
    reviewed_at: revision.reviewedAt?.toISOString() ?? null,
  };
}

/** The review block owners and staff see: the reason only while the listing stays rejected. */
export function presentReview(row: ReviewRow, revision?: RevisionRow) {
  return {
    review_state: row.reviewState,
    rejection_reason: row.reviewState === 'rejected' ? row.reviewNote : null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    change_review: presentChangeReview(revision),
  };
}

/** A detail row presented as the listing's page shows it. */
export async function presentDetailRow(ctx: AppContext, row: ListingDetailRow, unwrittenViews = 0) {
  return presentDetail(ctx.storage, row, {
    images: row.images,
    videos: row.videos,
    catalogue: { features: row.features, amenities: row.amenities },
    people: new Map(row.person ? [[row.person.id, row.person]] : []),
    places: await locationIndex(ctx),
    unwrittenViews,
    price: {
      context: priceContextOf(row.property, await ctx.reads.benchmarks.get()),
      history: row.priceHistory,
    },
  });
}

/**
 * A listing as the one who just changed it sees it: the detail (every photo and video, whole
 * text), read from the primary database so that it shows the change just made, with its review
 * state. Its owner sees their change waiting for review on top; staff the published listing.
 */
export async function loadOwnListing(ctx: AppContext, id: number, viewer: Viewer): Promise<OwnListing> {
  const db = ctx.database.db;
  const [row, access, revision] = await Promise.all([
    selectListingDetail(db, id),
    listingAccessRepository.find(db, id),
    revisionsRepository.find(db, id),
  ]);
  if (!row || !access) throw notFound('Property not found.');
  const shown = access.ownerId === viewer.id ? await proposedDetailRow(db, row, revision) : row;
  return { ...(await presentDetailRow(ctx, shown)), ...presentReview(access, revision) };
}

/**
 * Listing cards with the review state of each, as their owner sees them (My Properties): each
 * waiting change on top of its published listing.
 */
export async function presentOwnCards(
  ctx: AppContext,
  rows: ListingCardRow[],
  reviews: Array<ReviewRow & { id: number }>,
): Promise<MyPropertyItem[]> {
  const db = ctx.database.db;
  const revisions = await revisionsRepository.ofListings(
    db,
    rows.map((r) => r.property.id),
  );
  return presentReviewedCards(ctx, await proposedCardRows(db, rows, revisions), reviews, revisions);
}

/** Listing cards with the review state of each (My Properties, the staff review queue). */
export async function presentReviewedCards(
  ctx: AppContext,
  rows: ListingCardRow[],
  reviews: Array<ReviewRow & { id: number }>,
  revisions: RevisionRow[],
): Promise<MyPropertyItem[]> {
  const byId = new Map(reviews.map((r) => [r.id, r]));
  const changeOf = new Map(revisions.map((r) => [r.propertyId, r]));
  const proposed = new Set(revisions.filter(waiting).map((r) => r.propertyId));
  const [cards, media] = await Promise.all([
    presentCards(ctx, rows),
    qualityMedia(
      ctx.database.db,
      rows.map((r) => r.property.id),
      proposed,
    ),
  ]);
  return cards.map((card) => {
    const review = byId.get(card.id);
    return {
      ...card,
      expires_at: expiryOf(ctx.config.freshness, card),
      ...(media.get(card.id) ?? { sharp_images_count: 0, videos_count: 0 }),
      ...(review
        ? presentReview(review, changeOf.get(card.id))
        : {
            review_state: 'approved' as const,
            rejection_reason: null,
            reviewed_at: null,
            change_review: null,
          }),
    };
  });
}
