import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Response headers that keep browsers from doing harm with our answers (docs/security.md).
 *
 * Every response: no MIME sniffing, no framing by other sites, a referrer policy that keeps paths
 * private from other sites, and HSTS when the request came over HTTPS (directly or through a
 * trusted proxy). Answers that set no policy of their own (JSON, static files) get the strictest
 * one: they are data, never documents. Pages set theirs with `pageSecurityPolicy`, media files
 * in their own route.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy'))
      reply.header(
        'content-security-policy',
        OWN_POLICIES[request.url.split('?')[0]!] ??
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
  });
}

/**
 * Static files that are not mere data (decision 047): the service worker fetches pages, route data
 * and photos of this site (a worker's fetches obey its own script's policy), and the offline page
 * has its styles inline, lists what was kept with its own script (offline.js) and draws Ge'ez
 * with the app's font when the worker kept it.
 */
const OWN_POLICIES: Record<string, string> = {
  '/sw.js': "default-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  '/offline.html':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/** A fresh value per page: the only inline scripts that run are the ones the server rendered. */
export const createNonce = () => randomBytes(18).toString('base64');

/**
 * What lets a page's inline scripts run: the nonce a render wrote on them, or, for a page kept and
 * sent again to other visitors (decision 066), the hashes of their texts. Either way no inline
 * script runs but the ones this page's render wrote.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The policy of a server-rendered page. Scripts: our own files, and the inline ones the render
 * wrote (React Router's hydration data and module loader, the starter of decision 019), allowed
 * by nonce or by hash. Styles may be inline: the markup carries style attributes (placeholders,
 * sizes) and Leaflet positions its layers with them.
 * Images may come from the tile server; `blob:` is for previews of files being uploaded. Photos
 * and videos may come from S3_PUBLIC_URL (a CDN before the media bucket, decision 045).
 */
export function pageSecurityPolicy(
  config: Pick<Config, 'mapTileUrl' | 'publicUrl'> & Partial<Pick<Config, 's3'>>,
  scripts: InlineScripts,
): string {
  const tiles = tileOrigin(config.mapTileUrl);
  const media = config.s3?.publicUrl ? ` ${new URL(config.s3.publicUrl).origin}` : '';
  const inline =
    'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.map((hash) => `'${hash}'`).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (config.publicUrl.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** `https://tile.example.org` from a tile URL template; nothing for a path on this server. */
function tileOrigin(template: string): string | null {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const absolute = template.startsWith('//') ? `https:${template}` : template;
  try {
    // Placeholders such as {s}.tile… are not valid host names: allow every subdomain instead.
    const url = new URL(absolute.replace(/\{s\}\./, 'subdomain-placeholder.'));
    const host = url.host.replace('subdomain-placeholder.', '*.');
    return `${template.startsWith('//') ? 'https:' : url.protocol}//${host}`;
  } catch {
    return null;
  }
}
