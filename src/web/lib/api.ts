import { REQUEST_TIMEOUT_MS } from '@shared/constants';
import { FIELD_CODES_KEY } from '@shared/errors';
import type { ApiRequest, ApiTransport } from '@shared/runtime';
import type { z } from 'zod';

/** An error answer of the API: status plus its DRF body (`detail` or field lists). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The answer's `Retry-After` in seconds, when the transport could read it. */
    private readonly retryAfterHeader?: number,
  ) {
    super(ApiError.describe(status, body));
  }

  /**
   * Seconds to wait before trying again, for a 429: `Retry-After`, else the wait DRF writes in
   * `detail` ("… Expected available in 86 seconds."); undefined for any other answer.
   */
  get retryAfter(): number | undefined {
    if (this.status !== 429) return undefined;
    if (this.retryAfterHeader && this.retryAfterHeader > 0) return this.retryAfterHeader;
    const seconds = Number(this.detail?.match(/available in (\d+) seconds?/)?.[1]);
    return seconds > 0 ? seconds : undefined;
  }

  /** The server's `detail` text when it sent one. */
  get detail(): string | undefined {
    const d = (this.body as { detail?: unknown } | null)?.detail;
    return typeof d === 'string' ? d : undefined;
  }

  /** The code of a `{detail, code}` answer (src/shared/errors.ts). */
  get code(): string | undefined {
    const c = (this.body as { code?: unknown } | null)?.code;
    return typeof c === 'string' ? c : undefined;
  }

  /** Field errors (`{field: [messages]}`) of a 400. */
  get fields(): Record<string, string[]> {
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.body as Record<string, unknown>).filter(([, v]) => Array.isArray(v)),
    ) as Record<string, string[]>;
  }

  /** The stable code of each field error (`codes` beside the fields), in the messages' order. */
  get fieldCodes(): Record<string, string[]> {
    const codes = (this.body as Record<string, unknown> | null)?.[FIELD_CODES_KEY];
    if (this.status !== 400 || !codes || typeof codes !== 'object') return {};
    return codes as Record<string, string[]>;
  }

  private static describe(status: number, body: unknown) {
    const d = (body as { detail?: unknown } | null)?.detail;
    return typeof d === 'string' ? d : `Request failed with status ${status}`;
  }
}

/** The browser's transport: fetch against /api with the 10 s timeout of spec §7. */
export const fetchTransport: ApiTransport = async ({ method, path, body, headers }) => {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(`/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

/** Builds a query string from a filter object, dropping empty values (spec §5). */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || String(value).trim() === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/**
 * Sends a request and answers with its body, typed by the operation's schema (`callApi<typeof
 * schema>`). The server writes every answer through that same schema, field by field
 * (`server/lib/serializer.ts`), so the client does not parse it again: the schemas stay out of
 * the browser's bundle, with zod, and a page's render does not validate what its own server just
 * wrote (decision 062).
 */
export async function callApi<T extends z.ZodType>(
  transport: ApiTransport,
  request: ApiRequest,
): Promise<z.output<T>> {
  const { status, body } = await transport(request);
  if (status >= 400) throw new ApiError(status, body);
  return body as z.output<T>;
}
