import { z } from 'zod';
import { VIDEO_MAX_BYTES } from '../constants';
import { idParam, text } from './common';
import { formBoolean, optionalNumber, uploadedFiles } from './form-fields';

/**
 * Videos of a listing (spec §3 "Property video", §5, §7): upload as multipart, rename, choose the
 * primary one, delete. Answers are `propertyVideo` (schemas/property-detail.ts).
 */

const VIDEO_MAX_MB = VIDEO_MAX_BYTES / 1024 / 1024;

/** 'Invalid file type: {type}' (spec §5). */
export const invalidVideoType = (type: string) => `Invalid file type: ${type}`;

/** 'File too large: {n}MB (max 100MB)' (spec §5); n rounded up to a tenth. */
export const videoTooLarge = (bytes: number) =>
  `File too large: ${Math.ceil((bytes / 1024 / 1024) * 10) / 10}MB (max ${VIDEO_MAX_MB}MB)`;

const title = text({ message: 'Not a valid string.' })
  .trim()
  .max(200, { message: 'Ensure this field has no more than 200 characters.' });

/**
 * `POST /properties/{id}/videos/` (multipart): `video` (one file: mp4, mov, avi, wmv, flv, webm or
 * mkv, at most 100 MB), `title` (default: the file name), `is_primary` (the first video is always
 * primary), and, used only when the server has no ffprobe/ffmpeg, `duration` (seconds, read by the
 * browser) and `thumbnail` (an image file: a frame the browser drew).
 */
export const uploadVideoBody = z.object({
  video: uploadedFiles({
    min: 1,
    max: 1,
    minMessage: 'This field is required.',
    maxMessage: 'Send one video at a time.',
  }),
  thumbnail: uploadedFiles({ max: 1, maxMessage: 'Send one thumbnail.' }).optional(),
  title: title.optional(),
  is_primary: formBoolean().optional(),
  duration: optionalNumber({ min: 0, max: 86_400, integer: false }),
});
export type UploadVideoBody = z.output<typeof uploadVideoBody>;

/** `PATCH /properties/{id}/videos/{videoId}/`: rename, or make it the primary video. */
export const updateVideoBody = z.object({
  title: title.optional(),
  is_primary: formBoolean().optional(),
});
export type UpdateVideoBody = z.output<typeof updateVideoBody>;

export const videoParams = z.object({
  id: idParam(),
  videoId: idParam(),
});

/**
 * Refusal of a container the server cannot rid of its location (decision 031: without ffmpeg,
 * only MP4 and QuickTime files are rewritten).
 */
export const locationNotRemovable = (type: string) =>
  `The location in ${type.toUpperCase()} videos cannot be removed on this server: upload the video as MP4 or MOV.`;
