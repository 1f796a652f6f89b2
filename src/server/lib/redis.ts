import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis client the API processes share rate-limit counters through (REDIS_URL).
 *
 * Tuned so that Redis can never hold a request up: commands are refused at once while the
 * connection is down (no offline queue) and time out after a second, so callers fall back to
 * their in-memory counters; ioredis keeps reconnecting in the background. ioredis is loaded only
 * when a Redis URL is set (decision 059).
 */
export async function createRedisClient(url: string, log: FastifyBaseLogger, name = 'sefer'): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    // Shown by CLIENT LIST, to tell Sefer's connections from others'.
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    // Reconnect every 0.5 to 5 s for as long as the process lives.
    retryStrategy: (attempt) => Math.min(500 * attempt, 5_000),
  });
  // Without a listener an 'error' event would crash the process. Logged once per outage, not on
  // every reconnection attempt.
  let down = false;
  client.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis is unreachable: rate limits count in this process until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis is reachable again: rate limits are shared');
    down = false;
  });
  return client;
}

/** Closes the client; a client that never connected is simply disconnected. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}
