import fastifyMultipart from '@fastify/multipart';
import { VIDEO_MAX_BYTES } from '@shared/constants';
import { idParams } from '@shared/schemas/common';
import { propertyVideo } from '@shared/schemas/property-detail';
import {
  invalidVideoType,
  updateVideoBody,
  uploadVideoBody,
  videoParams,
  videoTooLarge,
} from '@shared/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { loadManagedListing, rawId } from '../../lib/listing-access';
import { resumableRoot } from '../../media/resumable';
import { type FileRule, multipartForms, spoolRoot } from '../../media/uploads';
import { findVideoTools } from '../../media/video-probe';
import { contentMatches, videoExtension } from '../../media/video-sniff';
import { publishingAllowance } from '../publishing';
import { deleteVideo, THUMBNAIL_MAX_BYTES, updateVideo, uploadVideo } from './service';

const tags = ['videos'];
const security = [{ bearer: [] }];
const MB = 1024 * 1024;
/** A form larger than this cannot hold an acceptable video: refused before a byte is read. */
const MAX_FORM_BYTES = VIDEO_MAX_BYTES + THUMBNAIL_MAX_BYTES + MB;

/** The video file: type by name, then by its first bytes, and size, all while it streams in. */
const VIDEO: FileRule = {
  maxCount: 1,
  maxBytes: VIDEO_MAX_BYTES,
  // Read (and dropped) past the limit, to give the real size in the message.
  countBeyond: MAX_FORM_BYTES - VIDEO_MAX_BYTES,
  tooMany: 'Send one video at a time.',
  tooLarge: (f) => videoTooLarge(f.bytes),
  checkName: (f) => {
    const { extension, type } = videoExtension(f);
    return extension ? undefined : invalidVideoType(type);
  },
  checkHead: (head, f) => {
    const { extension, type } = videoExtension(f);
    return extension && contentMatches(extension, head)
      ? undefined
      : `The content of ${f.filename} is not a video of type ${type}.`;
  },
};

/** A poster the browser drew: any image the pipeline accepts, small. */
const THUMBNAIL: FileRule = {
  maxCount: 1,
  maxBytes: THUMBNAIL_MAX_BYTES,
  tooMany: 'Send one thumbnail.',
  tooLarge: () => `Image is too large (max ${THUMBNAIL_MAX_BYTES / MB} MB).`,
};

const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
  requireViewer(req.viewer);
};

/** Videos of a listing (spec §7): upload (streamed to disk, never held in memory), edit, delete. */
export const videosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const forms = multipartForms(
    spoolRoot(ctx.config.dataDir),
    { video: VIDEO, thumbnail: THUMBNAIL },
    resumableRoot(ctx.config.dataDir),
  );
  app.addHook('onResponse', async (req) => forms.discard(req));
  const tools = ctx.videoTools === undefined ? await findVideoTools() : (ctx.videoTools ?? undefined);
  if (tools) ctx.log.info('ffprobe and ffmpeg found: video durations and posters are made on the server');
  const allowance = publishingAllowance(ctx, 'videos');

  app.post(
    '/properties/:id/videos/',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a video of a listing (multipart; owner or staff)',
        description:
          'Fields: `video` (mp4, mov, avi, wmv, flv, webm or mkv; at most 100 MB: a file, or as text the id of ' +
          'a finished resumable upload of the sender, `/api/uploads/`), `title`, `is_primary`, ' +
          'and, for servers without ffprobe, `duration` (seconds) and `thumbnail` (an image). Refusals: ' +
          "'Invalid file type: {type}', 'File too large: {n}MB (max 100MB)'. Limited per 24 hours " +
          '(429 with `Retry-After`): per account, and for publishers whose listings wait for review ' +
          'per address too.',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: uploadVideoBody,
        response: { 201: propertyVideo },
      },
      config: { personal: true },
      onRequest: signedIn,
      preValidation: [
        async (req, reply) => {
          await loadManagedListing(ctx.database.db, req.viewer, rawId(req.params));
          const declared = Number(req.headers['content-length']);
          if (declared > MAX_FORM_BYTES) {
            // Refused before reading: the rest of the upload is not wanted.
            reply.header('connection', 'close');
            throw fieldError('video', videoTooLarge(declared));
          }
          if (!req.isMultipart())
            throw fieldError('video', 'Send the video as a multipart/form-data upload.');
        },
        // Counted once the uploader may add it, before a byte of the video is read.
        allowance.take,
        forms.read,
      ],
      onSend: allowance.releaseBeforeAnswer,
      onResponse: allowance.release,
      onRequestAbort: allowance.release,
    },
    async (req, reply) => {
      try {
        const [video] = forms.files(req, 'video');
        const [thumbnail] = forms.files(req, 'thumbnail');
        const created = await uploadVideo(
          ctx,
          req.viewer,
          req.params.id,
          req.body,
          { video: video!, thumbnail },
          tools,
        );
        allowance.keep(req);
        forms.used(req);
        return reply.status(201).send(created);
      } finally {
        await forms.discard(req);
      }
    },
  );

  app.patch(
    '/properties/:id/videos/:videoId/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a video or make it the primary one (owner or staff)',
        params: videoParams,
        body: updateVideoBody,
        response: { 200: propertyVideo },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => updateVideo(ctx, req.viewer, req.params.id, req.params.videoId, req.body),
  );

  app.delete(
    '/properties/:id/videos/:videoId/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a video (owner or staff); the first remaining one becomes primary',
        params: videoParams,
        response: { 204: z.null().describe('Deleted') },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      await deleteVideo(ctx, req.viewer, req.params.id, req.params.videoId);
      return reply.status(204).send(null);
    },
  );
};
