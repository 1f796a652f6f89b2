import type { FastifyReply } from 'fastify';

/** Adds `name` to the answer's `Vary` header, keeping what other hooks put there. */
export function appendVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*') || names.includes(name)) return;
  reply.header('vary', [...names, name].join(', '));
}
