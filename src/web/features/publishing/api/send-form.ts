import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { refreshAccess, tokens } from '../../auth';

/**
 * Sends a multipart form to the API with the upload's progress as a percentage. XMLHttpRequest,
 * because fetch cannot report upload progress; and no 10 s timeout (spec §7's timeout is for
 * ordinary calls): ten phone photos or a 100 MB video take minutes on a slow connection. Like
 * the API transport it retries once after refreshing an expired access token (spec §4), and it
 * parses the answer with the operation's schema.
 */
export async function sendForm<T extends z.ZodType>(
  request: { method: 'POST' | 'PATCH'; path: string; body: FormData },
  schema: T,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const access = tokens.access();
  let answer = await send(request, access, onProgress, signal);
  if (answer.status === 401 && access) {
    const renewed = await refreshAccess(access);
    if (renewed && renewed !== access) answer = await send(request, renewed, onProgress, signal);
  }
  // Status 0: the network failed or the upload was cancelled.
  if (answer.status >= 400 || answer.status === 0)
    throw new ApiError(answer.status, answer.body, answer.retryAfter);
  return schema.parse(answer.body);
}

function send(
  { method, path, body }: { method: string; path: string; body: FormData },
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown; retryAfter?: number }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    const parse = () => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return null;
      }
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parse(),
        retryAfter: Number(xhr.getResponseHeader('retry-after')) || undefined,
      });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
