import { publishesAtOnce } from '@shared/listing-changes';
import type { FastifyRequest } from 'fastify';
import type { PublishingLimits } from '../../config';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { requireViewer } from '../../lib/guards';
import { Allowance, createRateLimits, type HeaderSink, type RateLimitRule } from '../../lib/rate-limit';
import type { Viewer } from '../../lib/viewer';

const DAY = 24 * 60 * 60;

/** What a publisher adds that is limited per day: listings, and video uploads. */
export type PublishingKind = 'listings' | 'videos';

/**
 * The daily rules of one kind, from the configuration (decision 030). Reviewed publishers (whose
 * listings wait for staff review) have a per-account and a per-address rule; verified agents a
 * larger per-account rule only. Named apart so tests can set each one.
 */
function publishingRules(kind: PublishingKind, limits: PublishingLimits): Record<string, RateLimitRule> {
  const perDay = (points: number): RateLimitRule => ({ points, duration: DAY });
  const [account, verified, address] =
    kind === 'listings'
      ? [limits.listingsPerDay, limits.listingsPerDayVerified, limits.listingsPerAddressPerDay]
      : [limits.videosPerDay, limits.videosPerDayVerified, limits.videosPerAddressPerDay];
  return {
    [`${kind}Account`]: perDay(account),
    [`${kind}AccountVerified`]: perDay(verified),
    [`${kind}Address`]: perDay(address),
  };
}

/**
 * Route hooks that count a new listing (or video) before its upload is read, refuse it with a 429
 * and the wait past a limit, and give the count back unless the listing was made: a form with a
 * mistake, a refused photo or an upload the phone gave up on costs nothing. Staff are not limited.
 */
export function publishingAllowance(ctx: AppContext, kind: PublishingKind) {
  const limits = createRateLimits(
    'publishing',
    publishingRules(kind, ctx.config.publishingLimits),
    ctx.rateLimits,
  );
  const account = limits[`${kind}Account`]!;
  const accountVerified = limits[`${kind}AccountVerified`]!;
  const address = limits[`${kind}Address`]!;
  const held = new WeakMap<FastifyRequest, Allowance>();

  const hitsFor = (viewer: Viewer, ip: string) => {
    if (viewer.isStaff) return [];
    if (publishesAtOnce(viewer)) return [[accountVerified, `user:${viewer.id}`] as const];
    return [[account, `user:${viewer.id}`] as const, [address, addressKey(ip)] as const];
  };

  return {
    /** preValidation: counts the addition (429 past a limit). */
    take: async (req: FastifyRequest, reply: HeaderSink): Promise<void> => {
      held.set(req, await Allowance.take(hitsFor(requireViewer(req.viewer), req.ip), reply));
    },
    /** The addition was made: the count stays. */
    keep: (req: FastifyRequest): void => held.get(req)?.keep(),
    /** onResponse and onRequestAbort: gives the count back unless it was kept. */
    release: async (req: FastifyRequest): Promise<void> => {
      const allowance = held.get(req);
      held.delete(req);
      await allowance?.release();
    },
    /**
     * onSend: gives the count back before the answer leaves, so a publisher who corrects a refused
     * form and sends it again at once is not told 429 by a count not yet returned (onResponse runs
     * after the client has its answer). onResponse and onRequestAbort stay for the other ends.
     */
    releaseBeforeAnswer: async <T>(req: FastifyRequest, _reply: unknown, payload: T): Promise<T> => {
      const allowance = held.get(req);
      held.delete(req);
      await allowance?.release();
      return payload;
    },
  };
}
