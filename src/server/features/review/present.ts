import type { PropertyDetail } from '@shared/schemas/property-detail';
import {
  type ListingChange,
  type ListingSide,
  listingSide,
  type ReviewedListing,
} from '@shared/schemas/review';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { possibleDuplicatesOf } from '../duplicates';
import {
  presentPropertyImage,
  selectGalleries,
  selectListingCards,
  selectListingDetail,
} from '../properties';
import { presentDetailRow, presentReviewedCards, publishingRepository } from '../publishing';
import {
  changesOf,
  loadProposal,
  proposedDetailRow,
  type RevisionRow,
  revisionsRepository,
} from '../revisions';
import { reviewRepository as repo } from './repository';

/**
 * What a decision is about, as a token: the change's last save, or the new listing's. Staff send
 * back the one they saw, and a decision on something that moved since is refused.
 */
export function reviewVersion(listing: { updatedAt: Date }, revision: RevisionRow | undefined): string {
  return (revision?.state === 'pending' ? revision.updatedAt : listing.updatedAt).toISOString();
}

const SIDE_FIELDS = Object.keys(listingSide.shape) as Array<keyof ListingSide>;

/** The material fields of a listing's detail: one side of a change. */
const sideOf = (detail: PropertyDetail): ListingSide =>
  Object.fromEntries(SIDE_FIELDS.map((field) => [field, detail[field]])) as ListingSide;

/** The change waiting on a published listing: what it changes, the published and the proposed version. */
async function presentChange(ctx: AppContext, db: Db, id: number, revision: RevisionRow) {
  const [row, proposal] = await Promise.all([selectListingDetail(db, id), loadProposal(db, id)]);
  if (!row) return null;
  const [before, after] = await Promise.all([
    presentDetailRow(ctx, row),
    proposedDetailRow(db, row, revision).then((proposed) => presentDetailRow(ctx, proposed)),
  ]);
  return {
    changed: changesOf(proposal),
    before: sideOf(before),
    after: sideOf(after),
  } satisfies ListingChange;
}

/**
 * Listings as staff judge them, in the order of `ids`: the card with its review state, whole
 * text, photos and publisher, and for a published listing the change waiting on it.
 */
export async function presentForReview(ctx: AppContext, ids: number[]): Promise<ReviewedListing[]> {
  const db = ctx.database.db;
  const [rows, reviews, publishers, texts, photos, revisions, duplicates] = await Promise.all([
    selectListingCards(db, repo.byIds(ids), undefined, Math.max(ids.length, 1), 0),
    publishingRepository.reviews(db, ids),
    repo.publishers(db, ids),
    repo.texts(db, ids),
    selectGalleries(db, ids),
    revisionsRepository.ofListings(db, ids),
    possibleDuplicatesOf(ctx, ids),
  ]);
  const byListing = new Map(publishers.map((p) => [p.propertyId, p]));
  const textOf = new Map(texts.map((t) => [t.id, t]));
  const revisionOf = new Map(revisions.map((r) => [r.propertyId, r]));
  const galleryOf = new Map<number, typeof photos>();
  for (const photo of photos) {
    const gallery = galleryOf.get(photo.propertyId);
    if (gallery) gallery.push(photo);
    else galleryOf.set(photo.propertyId, [photo]);
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  const cards = (await presentReviewedCards(ctx, rows, reviews, revisions)).sort(
    (a, b) => order.get(a.id)! - order.get(b.id)!,
  );
  const presented = await Promise.all(
    cards.map(async (card) => {
      const p = byListing.get(card.id);
      if (!p) return undefined;
      const text = textOf.get(card.id);
      const revision = revisionOf.get(card.id);
      return {
        ...card,
        description: text?.description ?? card.description,
        description_am: text ? text.descriptionAm : card.description_am,
        images: (galleryOf.get(card.id) ?? []).map((photo) => presentPropertyImage(ctx.storage, photo)),
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
        change: revision?.state === 'pending' ? await presentChange(ctx, db, card.id, revision) : null,
        possible_duplicates: duplicates.get(card.id) ?? [],
        review_version: reviewVersion({ updatedAt: new Date(card.updated_at) }, revision),
      };
    }),
  );
  return presented.filter((item) => item !== undefined);
}
