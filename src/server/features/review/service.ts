import type {
  ApproveListingBody,
  PendingListingsQuery,
  PendingListingsResponse,
  RejectListingBody,
  ReviewedListing,
} from '@shared/schemas/review';
import { type AppContext, nowOf } from '../../context';
import type { Db } from '../../db/client';
import type { ImageVariant } from '../../db/schema/media';
import { auditRepository } from '../../lib/audit-repository';
import { conflict, notFound } from '../../lib/errors';
import { requireStaff } from '../../lib/guards';
import { type ListingAccessRow, listingAccessRepository } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { removeStoredMedia } from '../../media/removal';
import { isPriceDrop, listingPriceFell, listingWentPublic, publicPrice } from '../alerts';
import { listingsChanged, rescoreListings } from '../properties';
import {
  applyProposal,
  changesOf,
  discardProposal,
  isWaiting,
  loadProposal,
  type Proposal,
  revisionsRepository,
  withProposal,
} from '../revisions';
import {
  changeApprovedEmail,
  changeRejectedEmail,
  listingApprovedEmail,
  listingRejectedEmail,
} from './emails';
import { presentForReview, reviewVersion } from './present';
import { reviewRepository as repo } from './repository';

/**
 * `GET /admin/properties/pending/` (staff): new listings and changes to published ones waiting
 * for review, oldest first.
 */
export async function pendingListings(
  ctx: AppContext,
  viewer: Viewer | null,
  q: PendingListingsQuery,
  url: string,
): Promise<PendingListingsResponse> {
  requireStaff(viewer);
  const db = ctx.database.db;
  const [ids, count] = await Promise.all([
    repo.waitingIds(db, q.page_size, (q.page - 1) * q.page_size),
    repo.countWaiting(db),
  ]);
  if (q.page > 1 && ids.length === 0) throw notFound('Invalid page.');
  return { count, ...pageLinks(url, q.page, q.page_size, count), results: await presentForReview(ctx, ids) };
}

const snapshot = (row: Pick<ListingAccessRow, 'status' | 'reviewState' | 'reviewNote'>) => ({
  status: row.status,
  review_state: row.reviewState,
  review_note: row.reviewNote,
});

/** `titleAm` → `title_am`: audit entries name fields as the API does. */
const apiName = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A change as the audit log keeps it: each changed field (and the photos) before and after. */
function changeSnapshots(proposal: Proposal) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const proposed = withProposal(proposal.live, proposal.fields);
  for (const column of Object.keys(proposal.fields) as Array<keyof typeof proposal.live>) {
    before[apiName(column)] = proposal.live[column];
    after[apiName(column)] = proposed[column];
  }
  if (proposal.gallery) {
    before.photos = proposal.liveGallery.map((p) => p.imageId);
    after.photos = proposal.gallery.map((p) => p.imageId);
  }
  const videos = proposal.videos.filter((v) => v.pendingReview || v.proposedTitle !== null);
  if (videos.length) after.videos = videos.map((v) => v.proposedTitle ?? v.title);
  return { before, after };
}

/** What a decision did, for the e-mail and the caches. */
interface Decided {
  kind: 'listing' | 'change';
  approved: boolean;
  reason: string | null;
  /** A rejected listing that had been approved was taken down rather than refused. */
  wasApproved: boolean;
  media: { images: ImageVariant[][]; keys?: string[] };
}

/** Refuses a decision on something that moved since staff looked at it (when they say what they saw). */
function checkVersion(version: string | undefined, listing: ListingAccessRow, proposal: Proposal) {
  if (version !== undefined && version !== reviewVersion(listing, proposal.revision))
    throw conflict('This listing changed since you opened it. Look at it again before deciding.');
}

/**
 * Runs a decision under the listing's lock, then tells the owner by e-mail (in the background: a
 * mail failure is logged, the decision stands and the owner still sees it on My Properties).
 */
async function decide(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  version: string | undefined,
  act: (tx: Db, staff: Viewer, listing: ListingAccessRow, proposal: Proposal) => Promise<Decided | undefined>,
): Promise<ReviewedListing> {
  const staff = requireStaff(viewer);
  const decided = await ctx.database.db.transaction(async (tx) => {
    const listing = await listingAccessRepository.find(tx, id, true);
    if (!listing) throw notFound('Property not found.');
    const proposal = await loadProposal(tx, id, true);
    checkVersion(version, listing, proposal);
    const done = await act(tx, staff, listing, proposal);
    // An approval confirms the listing and may publish a change of it: its score moves.
    if (done) await rescoreListings(tx, [id], nowOf(ctx));
    return done;
  });
  if (decided) {
    await removeStoredMedia(ctx.storage, ctx.log, decided.media);
    listingsChanged(ctx);
  }
  const [listing] = await presentForReview(ctx, [id]);
  if (!listing) throw notFound('Property not found.');
  if (decided) tellOwner(ctx, listing, decided);
  return listing;
}

/**
 * `POST /admin/properties/{id}/approve/` (staff): a new listing goes live, or the change waiting
 * on a published one is published. Approving what waits for nothing changes and records nothing.
 */
export async function approveListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: ApproveListingBody,
  ip: string,
) {
  return decide(ctx, viewer, id, body.version, async (tx, staff, listing, proposal) => {
    const audit = { actorId: staff.id, entityType: 'property', entityId: String(id), ip };
    if (listing.reviewState === 'approved') {
      if (!isWaiting(proposal)) return undefined;
      const { before, after } = changeSnapshots(proposal);
      after.changed = changesOf(proposal);
      const wasPrice = await publicPrice(tx, id);
      const images = await applyProposal(tx, id, proposal);
      const price = proposal.fields.price;
      if (wasPrice !== undefined && price !== undefined && price !== null && isPriceDrop(wasPrice, price))
        await listingPriceFell(tx, id);
      await auditRepository.record(tx, { ...audit, action: 'property.approve_change', before, after });
      return { kind: 'change', approved: true, reason: null, wasApproved: true, media: { images } };
    }
    const values = { status: 'available', reviewState: 'approved', reviewNote: null } as const;
    // Approval is a publication: the listing counts as confirmed from now on (decision 036).
    await repo.decide(tx, id, { ...values, reviewedById: staff.id, lastConfirmedAt: nowOf(ctx) });
    await listingWentPublic(tx, id);
    await auditRepository.record(tx, {
      ...audit,
      action: 'property.approve',
      before: snapshot(listing),
      after: snapshot(values),
    });
    return { kind: 'listing', approved: true, reason: null, wasApproved: false, media: { images: [] } };
  });
}

/**
 * `POST /admin/properties/{id}/reject/` (staff). A change waiting on a published listing is
 * refused: the approved version stays public, the change's new photos and videos are deleted,
 * and its owner reads the reason. Otherwise (or with `take_down`) the listing itself is hidden
 * and its owner reads the reason on My Properties; their next edit sends it back to review. A
 * live listing is taken down the same way, and a change waiting on it goes with it.
 */
export async function rejectListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
  body: RejectListingBody,
  ip: string,
) {
  const reason = body.reason;
  return decide(ctx, viewer, id, body.version, async (tx, staff, listing, proposal) => {
    const audit = { actorId: staff.id, entityType: 'property', entityId: String(id), ip };
    const wasApproved = listing.reviewState === 'approved';
    if (wasApproved && isWaiting(proposal) && !body.take_down) {
      const { before } = changeSnapshots(proposal);
      const changed = changesOf(proposal);
      const media = await discardProposal(tx, id, proposal);
      await revisionsRepository.markRejected(tx, id, reason, staff.id);
      await auditRepository.record(tx, {
        ...audit,
        action: 'property.reject_change',
        before: { ...before, changed },
        after: { review_note: reason },
      });
      return { kind: 'change', approved: false, reason, wasApproved, media };
    }
    const media = isWaiting(proposal) ? await discardProposal(tx, id, proposal) : { images: [], keys: [] };
    if (proposal.revision) await revisionsRepository.remove(tx, id);
    const values = { status: 'pending', reviewState: 'rejected', reviewNote: reason } as const;
    // Approval is a publication: the listing counts as confirmed from now on (decision 036).
    await repo.decide(tx, id, { ...values, reviewedById: staff.id, lastConfirmedAt: nowOf(ctx) });
    await auditRepository.record(tx, {
      ...audit,
      action: 'property.reject',
      before: snapshot(listing),
      after: snapshot(values),
    });
    return { kind: 'listing', approved: false, reason, wasApproved, media };
  });
}

/** The owner's e-mail about a decision: live (with its link), or refused / taken down (with why). */
function tellOwner(ctx: AppContext, listing: ReviewedListing, decided: Decided) {
  const base = ctx.config.publicUrl;
  const to = { email: listing.publisher.email, name: listing.publisher.full_name };
  const links = {
    title: listing.title,
    url: `${base}/properties/${listing.id}`,
    editUrl: `${base}/my-properties/${listing.id}/edit`,
    myPropertiesUrl: `${base}/my-properties`,
  };
  const reason = decided.reason ?? '';
  const mail =
    decided.kind === 'change'
      ? decided.approved
        ? changeApprovedEmail(to, links)
        : changeRejectedEmail(to, links, reason)
      : decided.approved
        ? listingApprovedEmail(to, links)
        : // An approved listing (live, or set aside by its owner) is taken down rather than refused.
          listingRejectedEmail(to, links, reason, decided.wasApproved);
  ctx.mailer
    .send(mail)
    .catch((error: unknown) =>
      ctx.log.error({ err: error, property_id: listing.id }, 'could not e-mail a review decision'),
    );
}
