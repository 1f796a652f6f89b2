import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { onDeadline } from '../lib/overload';

/** Turns a Fastify request into the Web `Request` React Router handles. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // Stop rendering when the browser goes away, or when the request's deadline has answered it
  // (entry.server.tsx aborts React's render on this signal).
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  onDeadline(request, () => controller.abort());
  // Only reads reach React Router (web/plugin.ts refuses every write): no body to pass on.
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/** A Web `Response`'s status and headers, on Fastify's reply. */
export function copyResponseHead(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * Sends a Web `Response` through Fastify, streaming its body, or `body` instead when the page's
 * HTML came as a Node stream (entry.server.tsx).
 */
export async function sendWebResponse(reply: FastifyReply, response: Response, body?: Readable | null) {
  copyResponseHead(reply, response);
  if (body) return reply.send(body);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
