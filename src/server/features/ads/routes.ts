import { activeAdsQuery, activeAdsResponse, adSlotsResponse, trackAdParams } from '@shared/schemas/ads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { memoryMarks } from '../../lib/day-marks';
import { createRateLimits } from '../../lib/rate-limit';
import type { AdEventKind } from './repository';
import { countAdSlots, listActiveAds, trackAdEvent } from './service';

const tags = ['advertisements'];
const noContent = z.null().describe('Recorded, or ignored (a bot, or a visitor already counted today)');

/**
 * Abuse limits of the tracking calls, per IP address. Generous: many phones share one address
 * behind the mobile operator's NAT, and the once-a-day counting already stops loops; this only
 * spares the server a flood.
 */
const AD_LIMITS = { trackIp: { points: 300, duration: 60 } };

/** Ads may change in the admin console; browsers and proxies may reuse a slot's list for a minute. */
const cacheFor = 'public, max-age=60';

export const adsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const marks = (ctx.rateLimits?.marks ?? memoryMarks)('ads');
  const limits = createRateLimits('ads', AD_LIMITS, ctx.rateLimits);

  app.get(
    '/properties/ads/active/',
    {
      schema: {
        tags,
        summary: 'Active ads of a placement (and type), within their dates, featured first',
        querystring: activeAdsQuery,
        response: { 200: activeAdsResponse },
      },
      config: { publicCache: true },
      // Before the response cache answers, so that cached answers carry it too.
      onRequest: async (_req, reply) => {
        reply.header('cache-control', cacheFor);
      },
    },
    async (req) => listActiveAds(ctx, req.query, `${ctx.config.publicUrl}${req.url}`),
  );

  app.get(
    '/properties/ads/slots/',
    {
      schema: {
        tags,
        summary: 'How many ads each placement and type can show now, keyed placement:ad_type',
        response: { 200: adSlotsResponse },
      },
      config: { publicCache: true },
      onRequest: async (_req, reply) => {
        reply.header('cache-control', cacheFor);
      },
    },
    async () => countAdSlots(ctx),
  );

  const track = (kind: AdEventKind, path: string, summary: string) =>
    app.post(
      path,
      {
        schema: { tags, summary, params: trackAdParams, response: { 204: noContent } },
        // A signed-in visitor's event counts once for them too (decision 030).
        config: { personal: true },
      },
      async (req, reply) => {
        await limits.trackIp.hit(addressKey(req.ip), reply);
        const outcome = await trackAdEvent(ctx, marks, req.params.id, kind, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          viewer: req.viewer,
        });
        return reply.status(204).header('cache-control', 'no-store').header('x-ad-event', outcome).send(null);
      },
    );
  track('impression', '/properties/advertisements/:id/track_impression/', 'Count an impression of an ad');
  track('click', '/properties/advertisements/:id/track_click/', 'Count a click on an ad');
};
