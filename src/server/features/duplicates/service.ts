import { SERVER_MESSAGES } from '@shared/server-messages';
import { type AppContext, nowOf } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { looksAlike, type PhotoHash } from '../../media/photo-hash';
import { type PhotoMatch, duplicatesRepository as repo, storedHashes } from './repository';
import {
  type Candidate,
  comparable,
  type NewListing,
  offMarket,
  republishSince,
  sameHome,
  stillListed,
} from './rules';

/** How many look-alikes a listing under review shows (the closest). */
const MAX_LOOKALIKES = 5;

/** Another publisher's listing a new one looks like: the reason it waits for staff. */
export interface Lookalike {
  otherPropertyId: number;
  /** The new listing's photo (its position in the request) and the other listing's. */
  photo: number;
  otherImageId: number;
  distance: number;
}

/** What the duplicate check found for a new listing. */
export interface DuplicateCheck {
  /** The publisher's own listing of the same home, still listed: the new one is refused. */
  alreadyListed: { id: number; title: string } | null;
  /** Other publishers' listings with a photo like one of the new listing's. */
  lookalikes: Lookalike[];
  /** The first publication of the same home by this publisher, removed within 14 weeks. */
  firstPublishedAt: Date | null;
}

/** Groups photo matches by listing: the listing and which new photos match it. */
function byListing(matches: PhotoMatch[]) {
  const listings = new Map<number, { listing: PhotoMatch; photos: Set<number>; best: PhotoMatch }>();
  for (const m of matches) {
    const seen = listings.get(m.propertyId);
    if (!seen) listings.set(m.propertyId, { listing: m, photos: new Set([m.photo]), best: m });
    else {
      seen.photos.add(m.photo);
      if (m.distance < seen.best.distance) seen.best = m;
    }
  }
  return [...listings.values()];
}

/** The listings whose photos look like the given photos', grouped by listing. */
async function lookalikeListings(db: Db, hashes: Array<PhotoHash | null>) {
  const matches: PhotoMatch[] = [];
  // One after the other: a transaction's connection runs one statement at a time.
  for (const [photo, hash] of hashes.entries())
    if (hash !== null) matches.push(...(await repo.photosNear(db, hash, photo)));
  return byListing(matches);
}

/** The closest few are what staff compare; a photo copied onto dozens of listings says as much. */
const closest = (lookalikes: Lookalike[]) =>
  lookalikes
    .sort((a, b) => a.distance - b.distance || a.otherPropertyId - b.otherPropertyId)
    .slice(0, MAX_LOOKALIKES);

const lookalikeOf = (otherPropertyId: number, best: PhotoMatch): Lookalike => ({
  otherPropertyId,
  photo: best.photo,
  otherImageId: best.imageId,
  distance: best.distance,
});

/**
 * The duplicate check of a new listing (decision 050), from its photos' perceptual hashes (null
 * for plain photos, which match nothing): the same publisher's still-listed same home refuses it,
 * other publishers' look-alikes send it to staff, and the same publisher's same home removed,
 * expired or let within 14 weeks gives it that home's first publication date.
 */
export async function checkNewListing(
  ctx: AppContext,
  db: Db,
  listing: NewListing,
  hashes: Array<PhotoHash | null>,
): Promise<DuplicateCheck> {
  const since = republishSince(nowOf(ctx));
  let alreadyListed: DuplicateCheck['alreadyListed'] = null;
  let firstPublishedAt: Date | null = null;
  const earliest = (date: Date) => {
    if (!firstPublishedAt || date < firstPublishedAt) firstPublishedAt = date;
  };
  const lookalikes: Lookalike[] = [];
  for (const { listing: other, photos, best } of await lookalikeListings(db, hashes)) {
    if (other.ownerId === listing.ownerId) {
      if (!sameHome(listing, { ...other, matchedPhotos: photos })) continue;
      if (stillListed(other.status)) alreadyListed ??= { id: other.propertyId, title: other.title };
      else if (offMarket(other.status) && other.updatedAt >= since) earliest(other.createdAt);
    } else if (comparable(other.status, other.reviewState)) {
      lookalikes.push(lookalikeOf(other.propertyId, best));
    }
  }
  for (const removed of await repo.removedSince(db, listing.ownerId, since)) {
    const stored = storedHashes(removed);
    const matchedPhotos = new Set(
      hashes.flatMap((hash, photo) =>
        hash !== null && stored.some((s) => looksAlike(s, hash)) ? [photo] : [],
      ),
    );
    const candidate: Candidate = { ...removed, ownerId: listing.ownerId, matchedPhotos };
    if (sameHome(listing, candidate)) earliest(removed.firstPublishedAt);
  }
  return { alreadyListed, lookalikes: closest(lookalikes), firstPublishedAt };
}

/**
 * The duplicate check of the photos an edit adds to a listing (decision 055), by the rules of a
 * new listing: another publisher's live or pending look-alike makes the edit wait for staff; the
 * edit that makes the listing the same home as another the publisher still lists is refused
 * (`photoCount` is the whole gallery after the edit, the matches only the added photos'). The
 * photos the listing already had are not looked up again; the listing's own photos do not count.
 */
export async function checkAddedPhotos(
  db: Db,
  listing: NewListing & { id: number },
  hashes: Array<PhotoHash | null>,
): Promise<Omit<DuplicateCheck, 'firstPublishedAt'>> {
  let alreadyListed: DuplicateCheck['alreadyListed'] = null;
  const lookalikes: Lookalike[] = [];
  for (const { listing: other, photos, best } of await lookalikeListings(db, hashes)) {
    if (other.propertyId === listing.id) continue;
    if (other.ownerId === listing.ownerId) {
      if (sameHome(listing, { ...other, matchedPhotos: photos }) && stillListed(other.status))
        alreadyListed ??= { id: other.propertyId, title: other.title };
    } else if (comparable(other.status, other.reviewState)) {
      lookalikes.push(lookalikeOf(other.propertyId, best));
    }
  }
  return { alreadyListed, lookalikes: closest(lookalikes) };
}

/**
 * Whether a listing's waiting change holds a photo recorded as another publisher's look-alike:
 * such a change stays with staff, even when its publisher's next edit would go live (decision 055).
 */
export const changeHasLookalikes = (db: Db, propertyId: number, imageIds: number[]): Promise<boolean> =>
  repo.anyOfPhotos(db, propertyId, imageIds);

/**
 * The refusal of a publisher's second listing of the same home: a 400 naming the listing they
 * already have, with its address on the site (`duplicate_of`).
 */
export function alreadyListedError(ctx: AppContext, existing: { id: number; title: string }): AppError {
  const url = `${ctx.config.publicUrl}/properties/${existing.id}`;
  return new AppError(
    'validation_error',
    SERVER_MESSAGES.already_listed,
    { non_field_errors: [SERVER_MESSAGES.already_listed] },
    { duplicate_of: { id: existing.id, title: existing.title, url } },
  );
}

/** Records the look-alikes of a new listing, its photos' positions turned into image ids. */
export async function recordLookalikes(
  db: Db,
  propertyId: number,
  lookalikes: Lookalike[],
  imageIdOf: (photo: number) => number | null,
): Promise<void> {
  await repo.record(
    db,
    propertyId,
    lookalikes.map(({ photo, ...rest }) => ({ ...rest, imageId: imageIdOf(photo) })),
  );
}

/** Remembers a listing about to be deleted, so that its return within 14 weeks keeps its date. */
export async function rememberRemovedListing(ctx: AppContext, db: Db, propertyId: number): Promise<void> {
  await repo.rememberRemoval(db, propertyId, republishSince(nowOf(ctx)));
}
