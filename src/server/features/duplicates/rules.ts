import type { ListingType, PropertyStatus, PropertyType, ReviewState } from '@shared/enums';
import { isPublicStatus } from '@shared/listing-query';

/**
 * The rules of "unique photos, unique listings" (decision 050), as pure functions of what the
 * photo lookup found.
 */

/** How long a removed or expired listing's first publication date waits for its return. */
export const REPUBLISH_WINDOW_DAYS = 14 * 7;

/** What a new listing is: its publisher, its types, its place and how many photos it has. */
export interface NewListing {
  ownerId: number;
  propertyType: PropertyType;
  listingType: ListingType;
  cityId: number | null;
  subcityId: number | null;
  photoCount: number;
}

/** An existing listing (or a deleted one remembered), with the new photos that match its photos. */
export interface Candidate {
  ownerId: number;
  propertyType: PropertyType;
  listingType: ListingType;
  cityId: number | null;
  subcityId: number | null;
  /** Positions of the new listing's photos that look like one of this listing's. */
  matchedPhotos: ReadonlySet<number>;
}

/**
 * The same home: same property type, listing type and place (the sub-city when either has one,
 * else the city), and at least two of the new listing's photos look like its photos — or the new
 * listing's only photo does. Two flats of one building that share the building's front photo
 * are two homes: their rooms differ.
 */
export function sameHome(listing: NewListing, other: Candidate): boolean {
  const place =
    listing.subcityId !== null || other.subcityId !== null
      ? listing.subcityId === other.subcityId
      : listing.cityId === other.cityId;
  return (
    listing.propertyType === other.propertyType &&
    listing.listingType === other.listingType &&
    place &&
    other.matchedPhotos.size >= Math.min(2, listing.photoCount)
  );
}

/** A publisher's listing that still stands: on the market, waiting for staff, or hidden by reports. */
export const stillListed = (status: PropertyStatus): boolean =>
  status === 'available' || status === 'pending' || status === 'reported';

/** Off the market by its publisher's word or by time: its return keeps its first date. */
export const offMarket = (status: PropertyStatus): boolean =>
  status === 'sold' || status === 'rented' || status === 'unavailable' || status === 'expired';

/**
 * Another publisher's listing a look-alike is compared with: live (anyone sees it) or waiting for
 * staff. A listing staff refused, hidden by reports or taken off by its owner is not.
 */
export const comparable = (status: PropertyStatus, reviewState: ReviewState): boolean =>
  isPublicStatus(status) || (status === 'pending' && reviewState === 'pending');

/** The start of the re-publication window before `now`. */
export const republishSince = (now: Date): Date =>
  new Date(now.getTime() - REPUBLISH_WINDOW_DAYS * 24 * 60 * 60 * 1000);
