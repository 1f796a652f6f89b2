import type { MaterialChange } from '@shared/listing-changes';
import type { Db } from '../../db/client';
import type { ProposedFields } from '../../db/schema';
import type { ImageVariant } from '../../db/schema/media';
import { conflict, notFound } from '../../lib/errors';
import { mediaRepository } from '../../media/repository';
import { buildSearchText } from '../properties';
import { publishingRepository, resolvePlace } from '../publishing';
import { videosRepository } from '../videos';
import { type RevisionRow, revisionsRepository as repo } from './repository';
import {
  type GalleryPhoto,
  type MaterialValues,
  materialChanges,
  type VideoState,
  withProposal,
} from './state';

/**
 * A listing's change as one value (decision 028): the published listing, what the change
 * proposes, and the operations on it: save it (the owner's edits and uploads), apply it
 * (staff approve), discard it (staff refuse it, or take the listing down). Every function
 * runs inside the caller's transaction, after the caller locked the listing.
 */
export interface Proposal {
  /** The stored change: waiting, refused (only its reason is left), or none. */
  revision: RevisionRow | undefined;
  live: MaterialValues;
  liveGallery: GalleryPhoto[];
  /** What the change proposes (all empty when nothing waits). */
  fields: ProposedFields;
  gallery: GalleryPhoto[] | null;
  videos: Array<VideoState & { fileId: number; thumbnailId: number | null }>;
  primaryVideoId: number | null;
}

/**
 * Reads the listing's change; `lock` locks its row for the transaction. One query after the
 * other: inside a transaction they share one connection.
 */
export async function loadProposal(db: Db, propertyId: number, lock = false): Promise<Proposal> {
  const revision = await repo.find(db, propertyId, lock);
  const live = await repo.liveValues(db, propertyId);
  const liveGallery = await repo.liveGallery(db, propertyId);
  const videos = await repo.videos(db, propertyId);
  if (!live) throw notFound('Property not found.');
  const waiting = revision?.state === 'pending';
  const gallery = waiting ? await repo.gallery(db, propertyId) : [];
  return {
    revision,
    live,
    liveGallery,
    fields: waiting ? revision.fields : {},
    gallery: gallery.length ? gallery : null,
    videos,
    primaryVideoId: waiting ? revision.primaryVideoId : null,
  };
}

/** The listing's material values and gallery as its owner sees them (the change on top). */
export function ownersView(proposal: Proposal) {
  return {
    values: withProposal(proposal.live, proposal.fields),
    gallery: proposal.gallery ?? proposal.liveGallery,
  };
}

/** Whether a change waits for staff. */
export const isWaiting = (proposal: Proposal) => proposal.revision?.state === 'pending';

/** What the change still changes, in the order of MATERIAL_CHANGES (empty: nothing). */
export const changesOf = (proposal: Proposal): MaterialChange[] =>
  materialChanges(proposal.live, proposal.liveGallery, proposal);

/**
 * Saves what the owner now proposes. When it changes something, the change waits for staff
 * (opened, or saved again in its place in the queue); when it changes nothing any more, it is
 * removed, and so is a refused change whose reason the owner has now read. Photos that no longer
 * belong to either gallery are deleted: their files are the caller's to remove afterwards.
 */
export async function saveProposal(
  db: Db,
  propertyId: number,
  before: Proposal,
  next: Pick<Proposal, 'fields' | 'gallery' | 'primaryVideoId'>,
  proposedById: number | null,
): Promise<ImageVariant[][]> {
  const videos = await repo.videos(db, propertyId);
  const proposal: Proposal = { ...before, ...next, videos };
  const changes = changesOf(proposal);
  const gallery = changes.includes('photos') ? next.gallery : null;
  if (changes.length) {
    await repo.save(db, propertyId, {
      fields: next.fields,
      primaryVideoId: next.primaryVideoId,
      proposedById,
    });
    await repo.setGallery(db, propertyId, gallery);
  } else {
    await repo.remove(db, propertyId);
  }
  const candidates = [...(before.gallery ?? []), ...(next.gallery ?? [])].map((p) => p.imageId);
  return mediaRepository.deleteUnusedImages(db, candidates);
}

/** The change's own media, deleted: files and posters of pending videos, photos of nothing else. */
export interface DiscardedMedia {
  images: ImageVariant[][];
  keys: string[];
}

/**
 * Drops what a change proposes: its gallery (new photos deleted unless something else shows
 * them), its pending videos and proposed titles. The published listing is untouched. The caller
 * then marks the change refused, or removes it.
 */
export async function discardProposal(
  db: Db,
  propertyId: number,
  proposal: Proposal,
): Promise<DiscardedMedia> {
  await repo.setGallery(db, propertyId, null);
  const dropped = await repo.dropVideoProposals(db, propertyId);
  const photos = (proposal.gallery ?? []).map((p) => p.imageId);
  const posters = dropped.flatMap((v) => (v.thumbnailId === null ? [] : [v.thumbnailId]));
  return {
    images: await mediaRepository.deleteUnusedImages(db, [...photos, ...posters]),
    keys: await mediaRepository.deleteUnusedFiles(
      db,
      dropped.map((v) => v.fileId),
    ),
  };
}

/**
 * Publishes the change (staff approved it): the proposed fields and a search key made from
 * them, the proposed gallery, the pending videos, their titles and primary video. Photos the
 * new gallery no longer shows are deleted (files: the caller's). The change is removed.
 */
export async function applyProposal(
  db: Db,
  propertyId: number,
  proposal: Proposal,
): Promise<ImageVariant[][]> {
  const merged = withProposal(proposal.live, proposal.fields);
  if (Object.keys(proposal.fields).length) {
    // The search key is made from the new text and place, as an edit that goes live makes it.
    const where = await resolvePlace(db, {
      city: merged.cityId ?? -1,
      subcity: merged.subcityId ?? null,
      kebele: merged.kebeleId ?? null,
    });
    if (!where.place) throw conflict('The place this change names no longer exists; it cannot be published.');
    await publishingRepository.updateListing(db, propertyId, {
      ...proposal.fields,
      ...buildSearchText({
        title: merged.title,
        titleAm: merged.titleAm,
        description: merged.description,
        descriptionAm: merged.descriptionAm,
        address: merged.address,
        landmark: merged.landmark,
        locationNames: where.names,
      }),
    });
  }
  if (proposal.gallery) await publishingRepository.setGallery(db, propertyId, proposal.gallery);
  await repo.publishVideos(db, propertyId);
  const primary = proposal.primaryVideoId ?? proposal.videos.find((v) => v.isPrimary)?.id;
  const fallback = primary ?? (await videosRepository.first(db, propertyId))?.id;
  if (fallback !== undefined) await videosRepository.makePrimary(db, propertyId, fallback);
  await repo.remove(db, propertyId);
  return mediaRepository.deleteUnusedImages(
    db,
    proposal.liveGallery.map((p) => p.imageId),
  );
}

/**
 * Before a change that goes live made by the listing's owner: an owner who now publishes at once
 * (an agent verified since their change was saved) publishes their waiting change with it, and a
 * refused change, whose reason they have read, is removed.
 */
export async function settleOwnProposal(
  db: Db,
  propertyId: number,
  proposal: Proposal,
): Promise<ImageVariant[][]> {
  if (isWaiting(proposal)) return applyProposal(db, propertyId, proposal);
  if (proposal.revision) await repo.remove(db, propertyId);
  return [];
}
