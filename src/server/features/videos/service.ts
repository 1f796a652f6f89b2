import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MAX_PROPERTY_VIDEOS } from '@shared/constants';
import type { PropertyVideo } from '@shared/schemas/property-detail';
import type { UpdateVideoBody, UploadVideoBody } from '@shared/schemas/videos';
import { SERVER_MESSAGES } from '@shared/server-messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ImageVariant } from '../../db/schema/media';
import { fieldError, notFound } from '../../lib/errors';
import {
  changesNeedReview,
  type ListingAccessRow,
  listingAccessRepository,
  loadManagedListing,
} from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { deleteStoredImage, ImageRejectedError, processImage, storeProcessedImage } from '../../media/images';
import { removeStoredMedia } from '../../media/removal';
import { mediaRepository, type StoredImage } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import { DAMAGED_VIDEO, removeVideoMetadata } from '../../media/video-metadata';
import type { VideoTools } from '../../media/video-probe';
import { VIDEO_CONTENT_TYPES, videoExtension } from '../../media/video-sniff';
import { listingsChanged, presentVideo, rescoreListings, selectVideos } from '../properties';
import {
  isWaiting,
  loadProposal,
  type Proposal,
  proposedVideos,
  revisionsRepository,
  saveProposal,
  settleOwnProposal,
} from '../revisions';
import { videosRepository as repo } from './repository';

/** Posters are shown at card and player sizes. */
const POSTER_WIDTHS = [320, 640, 1024] as const;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
const TOO_MANY_VIDEOS = SERVER_MESSAGES.too_many_videos;
const ALWAYS_ONE_PRIMARY =
  'A listing with videos always has one primary video: make another video primary instead.';

/** A video as the one who changed it sees it: its owner with their waiting change on top. */
async function presentOne(
  ctx: AppContext,
  viewer: Viewer,
  listing: ListingAccessRow,
  videoId: number,
): Promise<PropertyVideo> {
  const db = ctx.database.db;
  const [videos, revision] = await Promise.all([
    selectVideos(db, listing.id, true),
    revisionsRepository.find(db, listing.id),
  ]);
  const shown =
    listing.ownerId === viewer.id && revision?.state === 'pending'
      ? proposedVideos(videos, revision.primaryVideoId)
      : videos;
  const row = shown.find((v) => v.id === videoId);
  if (!row) throw notFound('Video not found.');
  return presentVideo(ctx.storage, row);
}

/**
 * Saves the listing's change after a video of it changed (uploaded, renamed, made primary or
 * deleted): it waits for staff while it changes anything, and is removed once it changes nothing.
 */
async function saveVideoProposal(
  tx: Db,
  propertyId: number,
  proposal: Proposal,
  primaryVideoId: number | null,
  by: number | null,
) {
  return saveProposal(
    tx,
    propertyId,
    proposal,
    { fields: proposal.fields, gallery: proposal.gallery, primaryVideoId },
    by,
  );
}

const WAITS_FOR_REVIEW = 'This video waits for review with the listing’s change; approve the change first.';

/**
 * The poster, through the image pipeline: a frame ffmpeg draws when the server has it, else the
 * browser's thumbnail. The server's frame wins: a phone's browser often captures its thumbnail
 * before the first frame is decoded, and sends a black picture.
 */
async function storePoster(
  ctx: AppContext,
  video: string,
  thumbnail: SpooledFile | undefined,
  duration: number | null,
  tools: VideoTools | undefined,
): Promise<StoredImage | undefined> {
  const frame = tools && (await tools.poster(video, Math.min(1, (duration ?? 0) / 2)));
  if (frame) {
    try {
      return await storeProcessedImage(ctx.storage, await processImage(frame, { widths: POSTER_WIDTHS }));
    } catch (error) {
      // The browser's thumbnail may still do; without one, a video without a poster is still a video.
      ctx.log.warn({ err: error }, 'could not make a video poster');
    }
  }
  if (!thumbnail) return undefined;
  try {
    const processed = await processImage(await readFile(thumbnail.path), {
      widths: POSTER_WIDTHS,
      maxBytes: THUMBNAIL_MAX_BYTES,
    });
    return await storeProcessedImage(ctx.storage, processed);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw fieldError('thumbnail', error.message);
    throw error;
  }
}

/**
 * `POST /properties/{id}/videos/` (owner or staff). The file was streamed to disk and checked by
 * name, size and first bytes while it arrived; here it is measured (ffprobe when present, else
 * the browser's `duration`), rid of its metadata (location), given a poster, stored, and recorded. The first video of a listing
 * is its primary one. A failure removes whatever was stored.
 */
export async function uploadVideo(
  ctx: AppContext,
  viewer: Viewer | null,
  propertyId: number,
  body: UploadVideoBody,
  files: { video: SpooledFile; thumbnail?: SpooledFile },
  tools: VideoTools | undefined,
): Promise<PropertyVideo> {
  const db = ctx.database.db;
  const { viewer: me } = await loadManagedListing(db, viewer, propertyId);
  if ((await repo.count(db, propertyId)) >= MAX_PROPERTY_VIDEOS) throw fieldError('video', TOO_MANY_VIDEOS);
  const { video, thumbnail } = files;
  const { extension } = videoExtension(video);
  if (!extension) throw new Error('unreachable: the upload reader refuses other types');

  let duration = body.duration ?? null;
  if (tools) {
    try {
      duration = await tools.duration(video.path);
    } catch {
      throw fieldError('video', DAMAGED_VIDEO);
    }
  }
  // Stored without its location (decision 031); the poster is drawn from the clean copy.
  const clean = await removeVideoMetadata(video, extension, tools);
  const poster = await storePoster(ctx, clean, thumbnail, duration, tools);
  const id = randomBytes(12).toString('hex');
  const key = `videos/${id.slice(0, 2)}/${id}.${extension}`;
  let videoId: number;
  let removed: ImageVariant[][] = [];
  try {
    const { bytes } = await ctx.storage.put(key, createReadStream(clean));
    videoId = await db.transaction(async (tx) => {
      const { listing } = await loadManagedListing(tx, viewer, propertyId, true);
      const existing = await repo.count(tx, propertyId);
      if (existing >= MAX_PROPERTY_VIDEOS) throw fieldError('video', TOO_MANY_VIDEOS);
      const proposal = await loadProposal(tx, propertyId, true);
      // A publisher whose changes need review adds the video to the listing's change.
      const propose = changesNeedReview(me, listing);
      if (!propose && listing.ownerId === me.id) removed = await settleOwnProposal(tx, propertyId, proposal);
      const fileId = await mediaRepository.insertFile(tx, {
        key,
        contentType: VIDEO_CONTENT_TYPES[extension],
        bytes,
        uploadedById: me.id,
      });
      const thumbnailId = poster ? await mediaRepository.insertImage(tx, poster, me.id) : null;
      const newId = await repo.insert(tx, {
        propertyId,
        fileId,
        thumbnailId,
        // A title left blank in the form: the file's name.
        title: body.title || video.filename.replace(/\.[^.]+$/, '').slice(0, 200),
        duration,
        isPrimary: false,
        pendingReview: propose,
      });
      if (propose) {
        const hasPrimary = proposal.primaryVideoId !== null || proposal.videos.some((v) => v.isPrimary);
        const primary = body.is_primary || !hasPrimary ? newId : proposal.primaryVideoId;
        await saveVideoProposal(tx, propertyId, proposal, primary, me.id);
      } else {
        if (!(await repo.first(tx, propertyId, newId)) || body.is_primary)
          await repo.makePrimary(tx, propertyId, newId);
        // A public video counts toward the listing's quality (decision 041).
        await rescoreListings(tx, [propertyId]);
      }
      return newId;
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    if (poster) await deleteStoredImage(ctx.storage, poster.variants).catch(() => {});
    throw error;
  }
  await removeStoredMedia(ctx.storage, ctx.log, { images: removed });
  listingsChanged(ctx);
  return presentOne(ctx, me, await listingOf(ctx, propertyId), videoId);
}

async function listingOf(ctx: AppContext, propertyId: number): Promise<ListingAccessRow> {
  const listing = await listingAccessRepository.find(ctx.database.db, propertyId);
  if (!listing) throw notFound('Property not found.');
  return listing;
}

/** `PATCH /properties/{id}/videos/{videoId}/`: a new title, or the primary video (owner or staff). */
export async function updateVideo(
  ctx: AppContext,
  viewer: Viewer | null,
  propertyId: number,
  videoId: number,
  body: UpdateVideoBody,
): Promise<PropertyVideo> {
  const { viewer: me } = await loadManagedListing(ctx.database.db, viewer, propertyId);
  const removed = await ctx.database.db.transaction(async (tx) => {
    const { listing } = await loadManagedListing(tx, viewer, propertyId, true);
    const video = await repo.lock(tx, propertyId, videoId);
    if (!video) throw notFound('Video not found.');
    const proposal = await loadProposal(tx, propertyId, true);
    if (changesNeedReview(me, listing)) {
      // The new title and primary video wait with the listing's change.
      const shown = proposedVideos(proposal.videos, proposal.primaryVideoId).find((v) => v.id === videoId)!;
      if (body.is_primary === false && shown.isPrimary) throw fieldError('is_primary', ALWAYS_ONE_PRIMARY);
      if (body.title !== undefined)
        await repo.update(
          tx,
          videoId,
          video.pendingReview
            ? { title: body.title }
            : { proposedTitle: body.title === video.title ? null : body.title },
        );
      const primary = body.is_primary ? videoId : proposal.primaryVideoId;
      await saveVideoProposal(tx, propertyId, proposal, primary, me.id);
      return [];
    }
    const settled = listing.ownerId === me.id ? await settleOwnProposal(tx, propertyId, proposal) : [];
    // Read again: publishing the owner's waiting change may have changed it.
    const current = (await repo.lock(tx, propertyId, videoId))!;
    if (body.is_primary === false && current.isPrimary) throw fieldError('is_primary', ALWAYS_ONE_PRIMARY);
    if (body.is_primary && current.pendingReview) throw fieldError('is_primary', WAITS_FOR_REVIEW);
    if (body.title !== undefined) await repo.update(tx, videoId, { title: body.title });
    if (body.is_primary && !current.isPrimary) await repo.makePrimary(tx, propertyId, videoId);
    return settled;
  });
  await removeStoredMedia(ctx.storage, ctx.log, { images: removed });
  listingsChanged(ctx);
  return presentOne(ctx, me, await listingOf(ctx, propertyId), videoId);
}

/**
 * `DELETE /properties/{id}/videos/{videoId}/` (owner or staff). When the primary video goes, the
 * first remaining one becomes primary. Its file and poster are removed after the change commits.
 */
export async function deleteVideo(
  ctx: AppContext,
  viewer: Viewer | null,
  propertyId: number,
  videoId: number,
) {
  await loadManagedListing(ctx.database.db, viewer, propertyId);
  const removed = await ctx.database.db.transaction(async (tx) => {
    await loadManagedListing(tx, viewer, propertyId, true);
    const video = await repo.lock(tx, propertyId, videoId);
    if (!video) throw notFound('Video not found.');
    await repo.delete(tx, videoId);
    if (video.isPrimary) {
      const next = await repo.first(tx, propertyId);
      if (next) await repo.makePrimary(tx, propertyId, next.id);
    }
    if (!video.pendingReview) await rescoreListings(tx, [propertyId]);
    // Taking a video away never needs review; a change left with nothing to change is removed.
    const proposal = await loadProposal(tx, propertyId, true);
    if (isWaiting(proposal))
      await saveVideoProposal(
        tx,
        propertyId,
        proposal,
        proposal.primaryVideoId,
        proposal.revision!.proposedById,
      );
    return {
      keys: await mediaRepository.deleteUnusedFiles(tx, [video.fileId]),
      images: await mediaRepository.deleteUnusedImages(
        tx,
        video.thumbnailId === null ? [] : [video.thumbnailId],
      ),
    };
  });
  await removeStoredMedia(ctx.storage, ctx.log, removed);
  listingsChanged(ctx);
}
