import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { VIDEO_MAX_BYTES } from '@shared/constants';
import { videoTooLarge } from '@shared/schemas/videos';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, nowOf } from '../context';
import { notFound } from '../lib/errors';
import { requireViewer } from '../lib/guards';
import {
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  newUploadId,
  openUploadsOf,
  RESUMABLE_MAX_IDLE_MS,
  resumableRoot,
  sweepAbandonedUploads,
  uploadOwner,
} from './resumable';

const MB = 1024 * 1024;

/** A refusal in the form tus answers (its body is the API's `{detail, code}`). */
const refusal = (status: number, code: string, detail: string) => ({
  status_code: status,
  body: JSON.stringify({ detail, code }),
});

/**
 * `/api/uploads/` (decision 052): the tus protocol (creation, HEAD, PATCH, termination) by
 * `@tus/server` on local disk. Sign-in and ownership are checked here, before the request is
 * handed over: the id names its owner, and another user's id is 404 as an unknown one. An upload
 * is only bytes: what they must be (a photo, a video, their size by kind) is checked when a form
 * names the upload, by the same rules as a file sent in the form.
 */
/**
 * tus's FileStore, without its own creation of the folder: its constructor starts an mkdir whose
 * callback throws on failure (a data folder removed meanwhile, as tests do when they finish),
 * which no caller can catch and which ends the process. The routes make the folder synchronously
 * before building the store.
 */
export class ResumableStore extends FileStore {}
Object.defineProperty(ResumableStore.prototype, 'checkOrCreateDirectory', { value: () => {} });

export const resumableRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const root = resumableRoot(ctx.config.dataDir);
  mkdirSync(root, { recursive: true });
  /** The signed-in user of each request handed to tus (it sees only the Node request). */
  const owners = new WeakMap<IncomingMessage, number>();
  /** Uploads being created per user, so parallel creations cannot all pass the limits. */
  const creating = new Map<number, number>();
  const ownerOf = (req: { node?: { req: IncomingMessage } }) => {
    const owner = req.node && owners.get(req.node.req);
    if (owner === undefined)
      throw refusal(401, 'not_authenticated', 'Authentication credentials were not provided.');
    return owner;
  };

  const tus = new Server({
    path: '/api/uploads',
    datastore: new ResumableStore({ directory: root }),
    relativeLocation: true,
    // The web's own pages only (tus answers `*` by default); the API takes bearer tokens anyway.
    allowedOrigins: (origin) => origin === new URL(ctx.config.publicUrl).origin,
    // Finished uploads are removed by the form that uses them, or by the sweep.
    disableTerminationForFinishedUploads: true,
    maxSize: VIDEO_MAX_BYTES,
    namingFunction: (req) => newUploadId(ownerOf(req as never)),
    onUploadCreate: async (req, upload) => {
      const owner = ownerOf(req as never);
      if (upload.size === undefined)
        throw refusal(
          400,
          'parse_error',
          'Upload-Length is required: uploads of unknown length are not taken.',
        );
      const open = await openUploadsOf(root, owner);
      // Others of this user being created at the same moment (this one is counted there too).
      const pending = (creating.get(owner) ?? 1) - 1;
      if (open.count + pending >= MAX_OPEN_UPLOADS)
        throw refusal(
          429,
          'throttled',
          `You have ${MAX_OPEN_UPLOADS} uploads in progress: finish or wait for them before starting another.`,
        );
      if (open.bytes + upload.size > MAX_OPEN_UPLOAD_BYTES)
        throw refusal(
          429,
          'throttled',
          `Your uploads in progress would exceed ${MAX_OPEN_UPLOAD_BYTES / MB} MB: finish them before starting another.`,
        );
      return {};
    },
    onResponseError: (req, error) => {
      // tus's own refusal of a file above maxSize, said as the video form says it.
      if ('status_code' in error && error.status_code === 413 && req.method === 'POST')
        return refusal(413, 'payload_too_large', videoTooLarge(Number(req.headers.get('upload-length'))));
      return undefined;
    },
  });

  // The bytes of a PATCH are tus's to read, as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = async (req: FastifyRequest<{ Params: { uploadId?: string } }>, reply: FastifyReply) => {
    const viewer = requireViewer(req.viewer);
    const id = req.params.uploadId;
    if (id !== undefined && uploadOwner(id) !== viewer.id) throw notFound();
    const creatingOne = req.method === 'POST';
    if (creatingOne) creating.set(viewer.id, (creating.get(viewer.id) ?? 0) + 1);
    owners.set(req.raw, viewer.id);
    reply.hijack();
    try {
      await tus.handle(req.raw, reply.raw);
    } finally {
      if (creatingOne) {
        const left = (creating.get(viewer.id) ?? 1) - 1;
        if (left > 0) creating.set(viewer.id, left);
        else creating.delete(viewer.id);
      }
    }
  };
  const options = { schema: { hide: true }, config: { personal: true } };
  app.post('/uploads/', options, handOver);
  app.route({
    ...options,
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/:uploadId',
    handler: handOver,
  });
};

/** How often abandoned uploads are looked for. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** One pass of the sweep at the context's clock; logs what it removed. */
export async function sweepResumableUploads(ctx: AppContext): Promise<string[]> {
  const removed = await sweepAbandonedUploads(
    resumableRoot(ctx.config.dataDir),
    nowOf(ctx),
    RESUMABLE_MAX_IDLE_MS,
  );
  if (removed.length) ctx.log.info({ removed: removed.length }, 'removed uploads abandoned for a day');
  return removed;
}

/**
 * Sweeps now and every hour in the background (timers do not keep the process alive); returns a
 * function that stops it and waits for a pass in progress.
 */
export function scheduleResumableSweeps(
  ctx: AppContext,
  intervalMs = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const pass = () => {
    if (running) return;
    running = sweepResumableUploads(ctx)
      .catch((err) => ctx.log.warn({ err }, 'the sweep of abandoned uploads failed; it runs again later'))
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
