import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { properties } from '../../db/schema';
import type { ListingAccessRow } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import {
  alreadyListedError,
  changeHasLookalikes,
  checkAddedPhotos,
  type Lookalike,
  recordLookalikes,
} from '../duplicates';
import { isWaiting, type MaterialValues, type Proposal } from '../revisions';
import type { PlannedPhoto } from './gallery';
import type { StoredPhoto } from './photos';

/**
 * The duplicate check of an edit (decision 055): the photos it uploads are compared as a new
 * listing's are (decision 050), the photos the listing already had are not. Staff edits are not
 * checked: staff are who would review them.
 */

/**
 * The check of the edit's uploaded photos against the listing as the edit leaves it (types,
 * place, gallery size). Refuses (400 `already_listed`) an edit that makes the listing a second
 * listing of a home its publisher still lists; answers other publishers' look-alikes.
 */
export async function checkEditPhotos(
  ctx: AppContext,
  db: Db,
  edit: {
    me: Viewer;
    listing: ListingAccessRow;
    current: MaterialValues;
    values: Partial<typeof properties.$inferInsert>;
    photoCount: number;
    stored: StoredPhoto[];
  },
): Promise<Lookalike[]> {
  const { me, listing, current, values, stored } = edit;
  if (me.isStaff || !stored.some((s) => s.photoHash !== null)) return [];
  const check = await checkAddedPhotos(
    db,
    {
      id: listing.id,
      ownerId: listing.ownerId,
      propertyType: values.propertyType ?? current.propertyType,
      listingType: values.listingType ?? current.listingType,
      cityId: 'cityId' in values ? (values.cityId ?? null) : current.cityId,
      subcityId: 'subcityId' in values ? (values.subcityId ?? null) : current.subcityId,
      photoCount: edit.photoCount,
    },
    stored.map((s) => s.photoHash),
  );
  if (check.alreadyListed) throw alreadyListedError(ctx, check.alreadyListed);
  return check.lookalikes;
}

/**
 * Whether an edit that would go live at once (a verified agent's) must wait for staff instead:
 * its photos look like another publisher's, or it joins a waiting change that holds such a photo
 * (else the next edit would publish that change with it).
 */
export async function mustWaitForStaff(
  tx: Db,
  id: number,
  lookalikes: Lookalike[],
  proposal: Proposal,
): Promise<boolean> {
  if (lookalikes.length) return true;
  if (!isWaiting(proposal) || !proposal.gallery) return false;
  const live = new Set(proposal.liveGallery.map((p) => p.imageId));
  const added = proposal.gallery.map((p) => p.imageId).filter((imageId) => !live.has(imageId));
  return changeHasLookalikes(tx, id, added);
}

/** Records an edit's look-alikes against the image ids its uploaded photos got in the gallery. */
export async function recordEditLookalikes(
  tx: Db,
  id: number,
  lookalikes: Lookalike[],
  planned: PlannedPhoto[],
  gallery: Array<{ imageId: number }>,
): Promise<void> {
  await recordLookalikes(tx, id, lookalikes, (photo) => {
    const at = planned.findIndex((p) => p.kind === 'new' && p.index === photo);
    return gallery[at]?.imageId ?? null;
  });
}
