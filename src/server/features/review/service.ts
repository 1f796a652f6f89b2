import type { PendingListingsQuery, PendingListingsResponse, ReviewedListing } from '@shared/schemas/review';
import type { AppContext } from '../../context';
import { auditRepository } from '../../lib/audit-repository';
import { notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { type ListingAccessRow, listingAccessRepository } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { selectListingCards } from '../properties/card-query';
import { presentPropertyImage } from '../properties/presenter';
import { selectGalleries } from '../properties/related-repository';
import { listingsChanged } from '../properties/service';
import { presentReviewedCards } from '../publishing/presenter';
import { publishingRepository } from '../publishing/repository';
import { listingApprovedEmail, listingRejectedEmail } from './emails';
import { reviewRepository as repo } from './repository';

/** Listing cards with their review state, whole text, photos and publisher, in the order of `ids`. */
async function present(
  ctx: AppContext,
  ids: number[],
  order: 'created_at' | undefined,
): Promise<ReviewedListing[]> {
  const db = ctx.database.db;
  const [rows, reviews, publishers, texts, photos] = await Promise.all([
    selectListingCards(db, repo.byIds(ids), order, Math.max(ids.length, 1), 0),
    publishingRepository.reviews(db, ids),
    repo.publishers(db, ids),
    repo.texts(db, ids),
    selectGalleries(db, ids),
  ]);
  const byListing = new Map(publishers.map((p) => [p.propertyId, p]));
  const textOf = new Map(texts.map((t) => [t.id, t]));
  const galleryOf = new Map<number, typeof photos>();
  for (const photo of photos) {
    const gallery = galleryOf.get(photo.propertyId);
    if (gallery) gallery.push(photo);
    else galleryOf.set(photo.propertyId, [photo]);
  }
  const cards = await presentReviewedCards(ctx, rows, reviews);
  return cards.flatMap((card) => {
    const p = byListing.get(card.id);
    if (!p) return [];
    const text = textOf.get(card.id);
    return [
      {
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

/**
 * Applies a decision under a row lock, audits it, then e-mails the owner (in the background: a
 * mail failure is logged, the decision stands and the owner still sees it on My Properties).
 */
async function decide(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  ip: string,
  choose: (row: ListingAccessRow) => Decision | undefined,
): Promise<ReviewedListing> {
  const staff = requireStaff(viewer);
  const decided = await ctx.database.db.transaction(async (tx) => {
    const before = await listingAccessRepository.find(tx, id, true);
    if (!before) throw notFound('Property not found.');
    const decision = choose(before);
    if (!decision) return undefined;
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
    return { before, decision };
  });
  if (decided) listingsChanged(ctx.database);
  const [listing] = await present(ctx, [id], undefined);
  if (!listing) throw notFound('Property not found.');
  if (decided) tellOwner(ctx, listing, decided.before, decided.decision);
  return listing;
}

/** The owner's e-mail about a decision: live (with its link), or rejected / taken down (with why). */
function tellOwner(ctx: AppContext, listing: ReviewedListing, before: ListingAccessRow, decision: Decision) {
  const base = ctx.config.publicUrl;
  const to = { email: listing.publisher.email, name: listing.publisher.full_name };
  const mail =
    decision.reviewState === 'approved'
      ? listingApprovedEmail(to, { title: listing.title, url: `${base}/properties/${listing.id}` })
      : listingRejectedEmail(
          to,
          {
            title: listing.title,
            editUrl: `${base}/my-properties/${listing.id}/edit`,
            myPropertiesUrl: `${base}/my-properties`,
          },
          decision.reviewNote ?? '',
          // An approved listing (live, or set aside by its owner) is taken down rather than refused.
          before.reviewState === 'approved',
        );
  ctx.mailer
    .send(mail)
    .catch((error: unknown) =>
      ctx.log.error({ err: error, property_id: listing.id }, 'could not e-mail a review decision'),
    );
}
