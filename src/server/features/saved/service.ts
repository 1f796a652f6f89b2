import type { SavedPropertiesQuery, SavedPropertiesResponse, SaveState } from '@shared/schemas/saved';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { isPublicListing, listingAccessRepository } from '../../lib/listing-access';
import { pageLinks } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { presentCards, selectListingCards } from '../properties';
import { savedRepository as repo } from './repository';

/**
 * `POST /properties/properties/{id}/save/`: saves a listing the viewer can see (public ones, and
 * their own). Saving again changes nothing; `created` tells the route whether a save was made.
 */
export async function saveListing(
  ctx: AppContext,
  viewer: Viewer | null,
  id: number,
): Promise<SaveState & { created: boolean }> {
  const me = requireViewer(viewer);
  const listing = await listingAccessRepository.find(ctx.database.db, id);
  const visible = listing && (isPublicListing(listing) || listing.ownerId === me.id || me.isStaff);
  if (!visible) throw notFound('Property not found.');
  const created = await repo.save(ctx.database.db, me.id, id);
  return { property: id, saved: true, created };
}

/**
 * `DELETE /properties/properties/{id}/remove-save/`: removing a save that does not exist is not an
 * error (a double tap, a second tab); a save of a listing since withdrawn can still be removed.
 */
export async function removeSave(ctx: AppContext, viewer: Viewer | null, id: number): Promise<SaveState> {
  const me = requireViewer(viewer);
  if (!(await listingAccessRepository.find(ctx.database.db, id))) throw notFound('Property not found.');
  await repo.unsave(ctx.database.db, me.id, id);
  return { property: id, saved: false };
}

/** `GET /properties/saved-properties/`: the viewer's saved listings still public, newest saved first. */
export async function savedProperties(
  ctx: AppContext,
  viewer: Viewer | null,
  q: SavedPropertiesQuery,
  url: string,
): Promise<SavedPropertiesResponse> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const [saves, count] = await Promise.all([
    repo.page(db, me.id, q.page_size, (q.page - 1) * q.page_size),
    repo.count(db, me.id),
  ]);
  if (q.page > 1 && saves.length === 0) throw notFound('Invalid page.');
  const rows = await selectListingCards(
    db,
    repo.byIds(saves.map((s) => s.propertyId)),
    undefined,
    saves.length || 1,
    0,
  );
  const cards = new Map((await presentCards(ctx, rows)).map((card) => [card.id, card]));
  return {
    count,
    ...pageLinks(url, q.page, q.page_size, count),
    results: saves.flatMap((s) => {
      const card = cards.get(s.propertyId);
      return card ? [{ ...card, saved_at: s.savedAt.toISOString() }] : [];
    }),
  };
}
