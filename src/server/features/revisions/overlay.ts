import type { Db } from '../../db/client';
import type { ListingCardRow, ListingDetailRow, PropertyImageRow } from '../properties';
import { selectVideos } from '../properties';
import { type RevisionRow, revisionsRepository as repo } from './repository';
import { proposedVideos, withProposal } from './state';

/**
 * The listing as its owner (and the staff's "after") sees it while a change waits: the proposed
 * fields, gallery and videos laid over the published rows, so that the same presenters show it.
 * Public reads never come here: they read the published rows as they are.
 */

/** A change that waits for staff (not one they refused). */
export const waiting = (revision: RevisionRow | undefined): revision is RevisionRow =>
  revision?.state === 'pending';

function byListing(photos: PropertyImageRow[]): Map<number, PropertyImageRow[]> {
  const out = new Map<number, PropertyImageRow[]>();
  for (const photo of photos) {
    const gallery = out.get(photo.propertyId);
    if (gallery) gallery.push(photo);
    else out.set(photo.propertyId, [photo]);
  }
  return out;
}

/** A listing's detail row with its waiting change on top (unchanged when none waits). */
export async function proposedDetailRow(
  db: Db,
  row: ListingDetailRow,
  revision: RevisionRow | undefined,
): Promise<ListingDetailRow> {
  if (!waiting(revision)) return row;
  const id = row.property.id;
  const [photos, videos] = await Promise.all([repo.galleryImages(db, [id]), selectVideos(db, id, true)]);
  const shown = proposedVideos(videos, revision.primaryVideoId);
  return {
    ...row,
    property: withProposal(row.property, revision.fields),
    images: photos.length ? photos : row.images,
    // Primary first, as the published detail lists them (the sort is stable: order kept otherwise).
    videos: shown.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)),
  };
}

/** Listing cards with each waiting change on top: fields, and the cover of the proposed gallery. */
export async function proposedCardRows(
  db: Db,
  rows: ListingCardRow[],
  revisions: RevisionRow[],
): Promise<ListingCardRow[]> {
  const changes = new Map(revisions.filter(waiting).map((r) => [r.propertyId, r]));
  if (!changes.size) return rows;
  const galleries = byListing(await repo.galleryImages(db, [...changes.keys()]));
  return rows.map((row) => {
    const revision = changes.get(row.property.id);
    if (!revision) return row;
    const gallery = galleries.get(row.property.id);
    const cover = gallery && (gallery.find((p) => p.isPrimary) ?? gallery[0]);
    return {
      ...row,
      property: withProposal(row.property, revision.fields),
      cover: cover ? { ...cover, total: gallery.length } : row.cover,
    };
  });
}
