import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../lib/errors';
import { type AdoptedUpload, adoptUpload, settleUpload } from './resumable';

/**
 * Reading multipart forms with files without holding the files in memory: each file is streamed
 * to a private temporary directory on disk (never the RAM-backed /tmp of some systems) while its
 * bytes are counted and its first bytes checked, so a 100 MB video costs a few kilobytes of
 * memory. The caller processes the spooled files, then `discard`s the directory.
 *
 * A file field may also hold, as text, the id of the sender's finished resumable upload (decision
 * 052): its file is moved into the same directory and checked by the same rules, so everything
 * after this point sees one kind of file whichever way it came.
 */

/** A file of the form, written to disk. */
export interface SpooledFile {
  field: string;
  /** The name the browser gave, without any path. */
  filename: string;
  mimetype: string;
  path: string;
  bytes: number;
}

/** What one file field accepts. */
export interface FileRule {
  maxCount: number;
  maxBytes: number;
  /** Message when more than `maxCount` files are sent. */
  tooMany: string;
  /** Message for a file above `maxBytes`; `bytes` is its whole size, or a lower bound. */
  tooLarge: (file: { filename: string; bytes: number }) => string;
  /** Checks the name before any byte is read: a message refuses the file at once. */
  checkName?: (file: { filename: string; mimetype: string }) => string | undefined;
  /** Checks the first `headBytes` bytes: a message refuses the file at once. */
  checkHead?: (head: Buffer, file: { filename: string; mimetype: string }) => string | undefined;
  /** Bytes past `maxBytes` still read (and thrown away) to tell the user the real size. */
  countBeyond?: number;
}

export interface UploadForm {
  /** Text fields; a repeated name gives an array. */
  fields: Record<string, string | string[]>;
  files: SpooledFile[];
  /** The temporary directory holding the files. */
  dir: string;
  /** Resumable uploads moved in, to be removed or put back when the request is over. */
  adopted: AdoptedUpload[];
  /** Set once the request used its files: its resumable uploads are not put back. */
  used?: boolean;
}

/** Where the sender's finished resumable uploads are, for forms that name them. */
export interface ResumableSource {
  root: string;
  userId: number | undefined;
}

const HEAD_BYTES = 64;
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 64 * 1024;

/** The directory under DATA_DIR where uploads wait while a request is handled. */
export const spoolRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Removes spooled uploads left by a process that was stopped mid-request: those older than
 * `maxAgeMs` (another process sharing DATA_DIR may still be reading its own), or all with 0.
 */
export async function cleanStaleUploads(root: string, maxAgeMs = 86_400_000): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    names.map(async (name) => {
      const full = path.join(root, name);
      const info = await stat(full).catch(() => undefined);
      if (info && (maxAgeMs === 0 || now - info.mtimeMs >= maxAgeMs))
        await rm(full, { recursive: true, force: true });
    }),
  );
}

async function discardUpload(form: UploadForm | undefined, resumableRoot?: string): Promise<void> {
  if (!form) return;
  if (resumableRoot)
    await Promise.all(form.adopted.map((u) => settleUpload(resumableRoot, u, form.used === true)));
  await rm(form.dir, { recursive: true, force: true });
}

/** The first bytes of a file on disk. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

class FileRefused extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/**
 * Counts bytes and checks the head of a file on its way to disk. Past `max` it stops writing and
 * only counts (up to the multipart limit), so the refusal can give the real size.
 */
class Inspector extends Transform {
  bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly max: number,
    private readonly checkHead: ((head: Buffer) => string | undefined) | undefined,
    private readonly refuse: (message: string) => AppError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (!this.checked) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= HEAD_BYTES) {
        const problem = this.inspect();
        if (problem) return done(problem);
      }
    }
    if (this.bytes <= this.max) return done(null, chunk);
    // Over the limit: write no more, keep counting.
    return done();
  }

  override _flush(done: TransformCallback) {
    const problem = this.checked ? undefined : this.inspect();
    done(problem);
  }

  private inspect(): Error | undefined {
    this.checked = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    const message = this.checkHead?.(head);
    return message ? new FileRefused(this.refuse(message)) : undefined;
  }
}

/**
 * Reads a multipart request: text fields into `fields`, files of the fields named in `rules`
 * onto disk (others are skipped). Refuses with DRF field errors: too many files, a file too
 * large, a name or content that is not allowed. Nothing is left on disk when it throws.
 */
async function readUploadForm(
  req: FastifyRequest,
  root: string,
  rules: Record<string, FileRule>,
  resumable?: ResumableSource,
): Promise<UploadForm> {
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, 'form-'));
  const form: UploadForm = { fields: {}, files: [], dir, adopted: [] };
  const limit = Math.max(...Object.values(rules).map((r) => r.maxBytes + (r.countBeyond ?? 0)));
  const maxFiles = Object.values(rules).reduce((n, r) => n + r.maxCount, 0);
  let fieldCount = 0;
  try {
    const parts = req.parts({
      limits: {
        fileSize: limit + 1,
        files: maxFiles + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + maxFiles + 1,
      },
      // The plugin takes this per call too (its types omit it): sizes are checked below instead.
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field' && rules[part.fieldname]) {
        // A file field as text: the id of a finished resumable upload.
        const field = part.fieldname;
        const rule = rules[field]!;
        if (form.files.filter((f) => f.field === field).length >= rule.maxCount)
          throw fieldError(field, rule.tooMany);
        const id = typeof part.value === 'string' ? part.value.trim() : '';
        const target = path.join(dir, `${form.files.length}-${field}`);
        const upload =
          resumable?.userId === undefined
            ? undefined
            : await adoptUpload(resumable.root, resumable.userId, id, target);
        if (!upload) throw fieldError(field, `No finished upload ${id.slice(0, 80)} of yours was found.`);
        form.adopted.push(upload);
        const described = { filename: upload.filename, mimetype: upload.mimetype };
        const refused =
          rule.checkName?.(described) ??
          (upload.bytes > rule.maxBytes ? rule.tooLarge({ ...described, bytes: upload.bytes }) : undefined) ??
          rule.checkHead?.(await headOf(upload.path), described);
        if (refused) throw fieldError(field, refused);
        form.files.push({ field, ...described, path: upload.path, bytes: upload.bytes });
        continue;
      }
      if (part.type === 'field') {
        if (++fieldCount > MAX_FIELDS) throw fieldError('non_field_errors', 'Too many fields.');
        if (part.valueTruncated)
          throw fieldError(
            part.fieldname,
            `Ensure this field has no more than ${MAX_FIELD_BYTES} characters.`,
          );
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const before = form.fields[part.fieldname];
        form.fields[part.fieldname] =
          before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        // A file under a name this form does not take: read past it.
        part.file.resume();
        continue;
      }
      const filename = path.basename(part.filename || 'upload').slice(0, 200);
      const field = part.fieldname;
      const sameField = form.files.filter((f) => f.field === field).length;
      if (sameField >= rule.maxCount) throw fieldError(field, rule.tooMany);
      const refusedName = rule.checkName?.({ filename, mimetype: part.mimetype });
      if (refusedName) throw fieldError(field, refusedName);

      const target = path.join(dir, `${form.files.length}-${field}`);
      const inspector = new Inspector(
        rule.maxBytes,
        rule.checkHead && ((head) => rule.checkHead!(head, { filename, mimetype: part.mimetype })),
        (message) => fieldError(field, message),
      );
      try {
        await pipeline(part.file, inspector, createWriteStream(target));
      } catch (error) {
        if (error instanceof FileRefused) throw error.error;
        throw error;
      }
      if (inspector.bytes > rule.maxBytes || part.file.truncated) {
        throw fieldError(field, rule.tooLarge({ filename, bytes: inspector.bytes }));
      }
      form.files.push({ field, filename, mimetype: part.mimetype, path: target, bytes: inspector.bytes });
    }
    return form;
  } catch (error) {
    await discardUpload(form, resumable?.root);
    throw translateMultipartError(error);
  }
}

/** The multipart plugin's own errors, in the API's shape. */
function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fieldError('non_field_errors', 'Too many files or fields in the form.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  const message = String((error as Error | undefined)?.message ?? '');
  if (/terminated early|Unexpected end of form|Malformed part header/i.test(message))
    return new AppError('parse_error', 'Multipart form parse error: the form is incomplete.');
  return error;
}

/** What a file field looks like in a validated body: the server's own description of each file. */
export interface FileDescriptor {
  filename: string;
  bytes: number;
}

/**
 * Multipart forms for a group of routes: `read` (a preValidation hook) puts the text fields in
 * `req.body` and, under each file field, the descriptions of the files received, replacing
 * whatever a client wrote there, so the body schema counts files whether the request was
 * multipart or JSON (JSON requests have none). `files` gives the spooled files to the handler;
 * `discard` removes them (an onResponse hook, and the handler's `finally`).
 */
export function multipartForms(root: string, rules: Record<string, FileRule>, resumableRoot?: string) {
  const forms = new WeakMap<FastifyRequest, UploadForm>();
  const fileFields = Object.keys(rules);
  return {
    async read(req: FastifyRequest): Promise<void> {
      if (!req.isMultipart()) {
        const body = req.body;
        if (body && typeof body === 'object' && !Array.isArray(body))
          for (const field of fileFields) (body as Record<string, unknown>)[field] = [];
        return;
      }
      const form = await readUploadForm(
        req,
        root,
        rules,
        resumableRoot ? { root: resumableRoot, userId: req.viewer?.id } : undefined,
      );
      forms.set(req, form);
      const body: Record<string, unknown> = { ...form.fields };
      for (const field of fileFields)
        body[field] = form.files
          .filter((f) => f.field === field)
          .map((f): FileDescriptor => ({ filename: f.filename, bytes: f.bytes }));
      req.body = body;
    },
    files(req: FastifyRequest, field: string): SpooledFile[] {
      return forms.get(req)?.files.filter((f) => f.field === field) ?? [];
    },
    /** The request used its files: its resumable uploads are removed, not put back. */
    used(req: FastifyRequest): void {
      const form = forms.get(req);
      if (form) form.used = true;
    },
    async discard(req: FastifyRequest): Promise<void> {
      const form = forms.get(req);
      forms.delete(req);
      await discardUpload(form, resumableRoot);
    },
  };
}
