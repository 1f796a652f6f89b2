import path from 'node:path';
import type { VideoExtension } from '@shared/constants';
import { locationNotRemovable } from '@shared/schemas/videos';
import { SERVER_MESSAGES } from '@shared/server-messages';
import { AppError, fieldError } from '../lib/errors';
import { removeIsoBmffMetadata, UnreadableVideoError } from './isobmff-metadata';
import type { SpooledFile } from './uploads';
import type { VideoTools } from './video-probe';
import { containerOf } from './video-sniff';

/**
 * Uploaded videos are stored without the metadata phones and cameras write into them, the
 * recording's location first (decision 031), as photos are (DESIGN §1: "EXIF GPS!").
 *
 * - With ffmpeg on the machine: every accepted container is copied without re-encoding and
 *   without metadata, data or subtitle tracks (`removeMetadata`).
 * - Without it: MP4 and QuickTime files (what phones record) are rewritten in place by a small
 *   box walker (`isobmff-metadata.ts`); the other containers are refused with a message that
 *   asks for MP4 or MOV, never stored with a location in them.
 */

/** ffmpeg's name of the container of each accepted extension. */
const FFMPEG_FORMAT: Record<VideoExtension, string> = {
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
  webm: 'webm',
  mkv: 'matroska',
};

export const DAMAGED_VIDEO = SERVER_MESSAGES.damaged_video;

/**
 * The file to store for `video`: a clean copy next to it (ffmpeg), or the upload itself cleaned
 * in place. Refuses (AppError) a damaged file, and a container this server cannot clean.
 */
export async function removeVideoMetadata(
  video: SpooledFile,
  extension: VideoExtension,
  tools: VideoTools | undefined,
): Promise<string> {
  const isoBmff = containerOf(extension) === 'isobmff';
  if (tools) {
    const output = path.join(path.dirname(video.path), `${path.basename(video.path)}-clean.${extension}`);
    try {
      await tools.removeMetadata(video.path, output, FFMPEG_FORMAT[extension]);
      return output;
    } catch {
      // ffmpeg could not copy it; the box walker may still clean an MP4 or QuickTime file.
      if (!isoBmff) throw fieldError('video', DAMAGED_VIDEO);
    }
  }
  if (!isoBmff) throw new AppError('unsupported_media_type', locationNotRemovable(extension));
  try {
    await removeIsoBmffMetadata(video.path);
    return video.path;
  } catch (error) {
    if (error instanceof UnreadableVideoError) throw fieldError('video', DAMAGED_VIDEO);
    throw error;
  }
}
