import { ApiError } from '../../../lib/api';
import { refreshAccess, tokens } from '../../auth';

/** Waits between tries after a dropped connection: a phone walking out of coverage and back. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000];

/** Statuses worth a new try: the network (0), a timeout, a busy or restarting server. */
const retriable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Sends one file to `/api/uploads/` with the tus protocol (decision 052) and resolves with the
 * upload's id, which a form then names instead of the file. A dropped connection is retried where
 * it stopped; the upload's address is kept in local storage under `fingerprint`, so the same file
 * chosen again after a reload resumes too. The client library is loaded here, on the first
 * upload: pages that never upload never fetch it.
 */
export async function uploadResumably(
  file: Blob,
  info: { filename: string; fingerprint: string },
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { Upload } = await import('tus-js-client');
  let renewToken = false;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: '/api/uploads/',
      metadata: { filename: info.filename, filetype: file.type || 'application/octet-stream' },
      fingerprint: async () => info.fingerprint,
      // Kept until the form that names it is saved: sending the form again needs no new upload.
      removeFingerprintOnSuccess: false,
      retryDelays: RETRY_DELAYS,
      onBeforeRequest: async (req) => {
        let access = tokens.access();
        if (renewToken) {
          renewToken = false;
          access = (await refreshAccess(access)) ?? access;
        }
        if (access) req.setHeader('Authorization', `Bearer ${access}`);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && !renewToken) {
          renewToken = true;
          return true;
        }
        return retriable(status);
      },
      onProgress,
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        let body: unknown = null;
        try {
          body = response ? JSON.parse(response.getBody()) : null;
        } catch {
          body = null;
        }
        reject(new ApiError(response?.getStatus() ?? 0, body));
      },
    });
    signal?.addEventListener('abort', () => {
      void upload.abort();
      reject(new ApiError(0, null));
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/**
 * Forgets the addresses of uploads kept for resuming (tus-js-client keeps them in local storage
 * under `tus::`): once their form is saved, and when the person signs out.
 */
export function forgetUploads(fingerprints?: readonly string[]): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('tus::')) continue;
      if (!fingerprints || fingerprints.some((f) => key.startsWith(`tus::${f}::`)))
        localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * What names a file across reloads: the same file chosen again finds its upload. A photo is
 * shrunk anew on each choice (a new File), so it is named by its content; a video by what the
 * browser knows of the original file (reading 100 MB to hash it would cost more than it saves).
 */
export async function fileFingerprint(kind: 'photo' | 'video', file: File): Promise<string> {
  const base = `sefer-${kind}-${file.name}-${file.type}-${file.size}`;
  if (kind === 'video' || typeof crypto === 'undefined' || !crypto.subtle)
    return `${base}-${file.lastModified}`;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${base}-${hex}`;
}

/**
 * Sends files one after another, resumably, with one percentage for them all; resolves with
 * their upload ids (in order) and the fingerprints to forget once the form is saved.
 */
export async function uploadFiles(
  kind: 'photo' | 'video',
  files: readonly File[],
  onPercent: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ ids: string[]; fingerprints: string[] }> {
  const total = files.reduce((n, f) => n + f.size, 0) || 1;
  let done = 0;
  const ids: string[] = [];
  const fingerprints: string[] = [];
  for (const file of files) {
    const fingerprint = await fileFingerprint(kind, file);
    const id = await uploadResumably(
      file,
      { filename: file.name, fingerprint },
      (sent) => onPercent(Math.min(100, Math.round(((done + sent) / total) * 100))),
      signal,
    );
    ids.push(id);
    fingerprints.push(fingerprint);
    done += file.size;
  }
  onPercent(100);
  return { ids, fingerprints };
}
