import type { PropertyStatus, ReviewState } from '@shared/enums';
import { publishesAtOnce } from '@shared/listing-changes';
import { isPublicStatus } from '@shared/listing-query';
import { idParams } from '@shared/schemas/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import { forbidden, notFound } from './errors';
import { requireViewer } from './guards';
import type { Viewer } from './viewer';

/**
 * Who may change a listing, its photos and its videos: its owner and staff (DESIGN §4). Shared by
 * the publishing, video and review features so that the rule is written once.
 */

/** What the rule needs to know of a listing. */
export interface ListingAccessRow {
  id: number;
  ownerId: number;
  agentId: number | null;
  status: PropertyStatus;
  reviewState: ReviewState;
  reviewNote: string | null;
  reviewedAt: Date | null;
  title: string;
  updatedAt: Date;
}

/**
 * The listing id of a route's params before they are validated (hooks that run before the body
 * is read); anything that is not a whole number cannot name a listing.
 */
export function rawId(params: unknown): number {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound('Property not found.');
  return parsed.data.id;
}

export const listingAccessRepository = {
  /** The listing, locked for the rest of the transaction when `lock` is set. */
  find: async (db: Db, id: number, lock = false): Promise<ListingAccessRow | undefined> => {
    const query = db
      .select({
        id: properties.id,
        ownerId: properties.ownerId,
        agentId: properties.agentId,
        status: properties.status,
        reviewState: properties.reviewState,
        reviewNote: properties.reviewNote,
        reviewedAt: properties.reviewedAt,
        title: properties.title,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },
};

/** Listings the public may see (the rest exist only for their owner and staff; decision 032). */
export const isPublicListing = (row: Pick<ListingAccessRow, 'status'>) => isPublicStatus(row.status);

/**
 * Whether `viewer`'s material changes to `listing` wait for staff (DESIGN §7, decision 028): the
 * listing was approved (it is, or may again be, public) and the viewer does not publish at once.
 * A listing still under review or rejected is changed directly: it is hidden and staff see it
 * whole before it goes live.
 */
export function changesNeedReview(viewer: Viewer, listing: Pick<ListingAccessRow, 'reviewState'>): boolean {
  return listing.reviewState === 'approved' && !publishesAtOnce(viewer);
}

/**
 * The listing `viewer` may manage, or: 401 for visitors, 404 when the listing does not exist or
 * is hidden from them (its existence is not revealed), 403 when they can see it but not change it.
 */
function assertCanManage(
  viewer: Viewer | null,
  row: ListingAccessRow | undefined,
): { viewer: Viewer; listing: ListingAccessRow } {
  const me = requireViewer(viewer);
  if (!row) throw notFound('Property not found.');
  if (me.isStaff || row.ownerId === me.id) return { viewer: me, listing: row };
  if (!isPublicListing(row)) throw notFound('Property not found.');
  throw forbidden('Only the owner of this listing can change it.');
}

/** Loads the listing and checks that `viewer` may manage it (see `assertCanManage`). */
export async function loadManagedListing(db: Db, viewer: Viewer | null, id: number, lock = false) {
  requireViewer(viewer);
  return assertCanManage(viewer, await listingAccessRepository.find(db, id, lock));
}
