import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route data (`/path.data`, what a browser navigation fetches instead of the page, decision 056)
 * answered with a validator: the browser keeps the answer and asks again with `If-None-Match`; when
 * the data has not changed it gets a 304 of a few hundred bytes instead of the data. A visitor
 * coming back to a list or a listing spends nothing on what they already have (their language and
 * data-saver choice are part of the data, so a change of either gives another tag).
 */
export function isRouteData(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return path.endsWith('.data');
}

/** Sends route data (a 200 without cookies to set) whole and tagged, or a 304 when the browser's copy is the same. */
export async function sendRouteData(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  // Weak: the tag names the data, which is sent compressed in one encoding or another.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  // Kept by the browser only (the data follows the visitor's language cookie), always asked again.
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  const same = asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
  if (same) {
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  return reply.status(200).send(body);
}
