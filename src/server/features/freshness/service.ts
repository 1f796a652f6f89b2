import type { PropertyStatus } from '@shared/enums';
import { type AppContext, nowOf } from '../../context';
import { conflict } from '../../lib/errors';
import { loadManagedListing } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { listingWentPublic } from '../alerts';
import { invalidLink } from '../auth';
import { listingsChanged, rescoreListings } from '../properties';
import { type ReminderAction, readReminderLink } from './links';
import { freshnessRepository as repo } from './repository';

/** What a confirmation or a link did to the listing. */
export interface FreshnessOutcome {
  id: number;
  title: string;
  status: PropertyStatus;
  last_confirmed_at: string;
}

/**
 * `POST /properties/properties/{id}/confirm/` (owner or staff): the listing is still on the
 * market. An expired listing comes back; either way it counts from now (decision 036). A
 * confirmation is not a change of what the listing says, so it never waits for review.
 */
export async function confirmListing(ctx: AppContext, viewer: Viewer | null, id: number) {
  const now = nowOf(ctx);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const { listing } = await loadManagedListing(tx, viewer, id, true);
    if (
      listing.reviewState !== 'approved' ||
      (listing.status !== 'available' && listing.status !== 'expired')
    )
      throw conflict('Only a listing on the market or expired can be confirmed.');
    const row = await repo.update(tx, id, { status: 'available', lastConfirmedAt: now, now });
    // Back on the market: saved searches hear of it as of a new listing (each person once).
    if (listing.status === 'expired') await listingWentPublic(tx, id);
    await rescoreListings(tx, [id], now);
    return { ...row, title: listing.title };
  });
  listingsChanged(ctx);
  return {
    id,
    title: outcome.title,
    status: outcome.status,
    last_confirmed_at: outcome.lastConfirmedAt.toISOString(),
  } satisfies FreshnessOutcome;
}

/** What each link's action makes of an approved listing on the market or expired. */
function statusAfter(action: ReminderAction, listingType: 'sale' | 'rent'): PropertyStatus {
  if (action === 'confirm') return 'available';
  if (action === 'taken') return listingType === 'rent' ? 'rented' : 'sold';
  // "Remove": off the market, kept for its owner (who may delete it or bring it back).
  return 'unavailable';
}

/**
 * `POST /properties/reminder-links/` with a link's token, without signing in: does what the link
 * says, once. A tampered, expired, used or unknown link gets the one answer every unusable link
 * gets, so it tells nothing.
 */
export async function useReminderLink(
  ctx: AppContext,
  token: string,
): Promise<FreshnessOutcome & { action: ReminderAction }> {
  const now = nowOf(ctx);
  const link = readReminderLink(ctx.config.jwtSecret, token);
  if (!link || link.expiresAt <= now) throw invalidLink();
  const result = await ctx.database.db.transaction(async (tx) => {
    const reminder = await repo.lockUsable(tx, link.reminderId, now);
    if (!reminder) return undefined;
    const listing = await repo.lockListing(tx, reminder.propertyId);
    if (!listing) return undefined;
    await repo.markUsed(tx, reminder.id, now, link.action);
    // A listing someone already took off the market, or under review, stays as it is: the link
    // is spent all the same.
    const movable =
      listing.reviewState === 'approved' && (listing.status === 'available' || listing.status === 'expired');
    const status = statusAfter(link.action, listing.listingType);
    const row = movable
      ? await repo.update(tx, listing.id, {
          status,
          ...(link.action === 'confirm' && { lastConfirmedAt: now }),
          now,
        })
      : undefined;
    if (row && link.action === 'confirm' && listing.status === 'expired')
      await listingWentPublic(tx, listing.id);
    if (row) await rescoreListings(tx, [listing.id], now);
    return { listing, row };
  });
  if (!result) throw invalidLink();
  if (result.row) listingsChanged(ctx);
  return {
    action: link.action,
    id: result.listing.id,
    title: result.listing.title,
    status: result.row?.status ?? result.listing.status,
    last_confirmed_at: (result.row?.lastConfirmedAt ?? now).toISOString(),
  };
}
