import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MAX_PROPERTY_VIDEOS } from '@shared/constants';
import type { PropertyVideo } from '@shared/schemas/property-detail';
import type { UpdateVideoBody, UploadVideoBody } from '@shared/schemas/videos';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { loadManagedListing } from '../../lib/listing-access';
import type { Viewer } from '../../lib/viewer';
import { deleteStoredImage, ImageRejectedError, processImage, storeProcessedImage } from '../../media/images';
import { removeStoredMedia } from '../../media/removal';
import { mediaRepository, type StoredImage } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import { DAMAGED_VIDEO, removeVideoMetadata } from '../../media/video-metadata';
import type { VideoTools } from '../../media/video-probe';
import { VIDEO_CONTENT_TYPES, videoExtension } from '../../media/video-sniff';
import { presentVideo } from '../properties/detail-presenter';
import { listingsChanged } from '../properties/service';
import { videosRepository as repo } from './repository';

/** Posters are shown at card and player sizes. */
const POSTER_WIDTHS = [320, 640, 1024] as const;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
const TOO_MANY_VIDEOS = `Maximum ${MAX_PROPERTY_VIDEOS} videos allowed per property.`;
const ALWAYS_ONE_PRIMARY =
  'A listing with videos always has one primary video: make another video primary instead.';

async function presentOne(ctx: AppContext, propertyId: number, videoId: number): Promise<PropertyVideo> {
  const row = await repo.find(ctx.database.db, propertyId, videoId);
  if (!row) throw notFound('Video not found.');
  return presentVideo(ctx.storage, row);
}

/** The poster: the browser's thumbnail, else a frame ffmpeg draws, through the image pipeline. */
async function storePoster(
  ctx: AppContext,
  video: string,
  thumbnail: SpooledFile | undefined,
  duration: number | null,
  tools: VideoTools | undefined,
): Promise<StoredImage | undefined> {
  if (thumbnail) {
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
  const frame = tools && (await tools.poster(video, Math.min(1, (duration ?? 0) / 2)));
  if (!frame) return undefined;
  try {
    return await storeProcessedImage(ctx.storage, await processImage(frame, { widths: POSTER_WIDTHS }));
  } catch (error) {
    // A video without a poster is still a video.
    ctx.log.warn({ err: error }, 'could not make a video poster');
    return undefined;
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
  try {
    const { bytes } = await ctx.storage.put(key, createReadStream(clean));
    videoId = await db.transaction(async (tx) => {
      await loadManagedListing(tx, viewer, propertyId, true);
      const existing = await repo.count(tx, propertyId);
      if (existing >= MAX_PROPERTY_VIDEOS) throw fieldError('video', TOO_MANY_VIDEOS);
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
      });
      if (existing === 0 || body.is_primary) await repo.makePrimary(tx, propertyId, newId);
      return newId;
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    if (poster) await deleteStoredImage(ctx.storage, poster.variants).catch(() => {});
    throw error;
  }
  listingsChanged(ctx.database);
  return presentOne(ctx, propertyId, videoId);
}

/** `PATCH /properties/{id}/videos/{videoId}/`: a new title, or the primary video (owner or staff). */
export async function updateVideo(
  ctx: AppContext,
  viewer: Viewer | null,
  propertyId: number,
  videoId: number,
  body: UpdateVideoBody,
): Promise<PropertyVideo> {
  await loadManagedListing(ctx.database.db, viewer, propertyId);
  await ctx.database.db.transaction(async (tx) => {
    await loadManagedListing(tx, viewer, propertyId, true);
    const video = await repo.lock(tx, propertyId, videoId);
    if (!video) throw notFound('Video not found.');
    if (body.is_primary === false && video.isPrimary) throw fieldError('is_primary', ALWAYS_ONE_PRIMARY);
    if (body.title !== undefined) await repo.update(tx, videoId, { title: body.title });
    if (body.is_primary && !video.isPrimary) await repo.makePrimary(tx, propertyId, videoId);
  });
  listingsChanged(ctx.database);
  return presentOne(ctx, propertyId, videoId);
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
    return {
      keys: await mediaRepository.deleteUnusedFiles(tx, [video.fileId]),
      images: await mediaRepository.deleteUnusedImages(
        tx,
        video.thumbnailId === null ? [] : [video.thumbnailId],
      ),
    };
  });
  await removeStoredMedia(ctx.storage, ctx.log, removed);
  listingsChanged(ctx.database);
}
