import { idParams } from '@shared/schemas/common';
import { contactEventBody, listingStatsQuery, listingStatsResponse } from '@shared/schemas/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { requireViewer } from '../../lib/guards';
import { createRateLimits } from '../../lib/rate-limit';
import { recordContact } from './contacts';
import { listingStats } from './stats';

const tags = ['leads'];
const security = [{ bearer: [] }];

/**
 * Per address, as the ad tracking calls: generous (phones share addresses behind the operator's
 * NAT); the once-a-day counting already stops inflation, this only spares the server a flood.
 */
export const LEAD_LIMITS = { contactIp: { points: 300, duration: 60 } };

/** Leads (decision 040): contacts counted per listing and day, and the publisher's figures. */
export const leadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createRateLimits('leads', LEAD_LIMITS, ctx.rateLimits);

  app.post(
    '/properties/properties/:id/contact-events/',
    {
      schema: {
        tags,
        summary: 'Count a tap on Call, Telegram or Share (once per visitor, listing, kind and day)',
        description:
          'Sent with navigator.sendBeacon (the JSON may come as text/plain). Bots and the ' +
          "listing's own publishers are not counted; the outcome is in the x-contact-event header.",
        params: idParams,
        body: contactEventBody,
        response: { 204: z.null().describe('Counted, or ignored') },
      },
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.contactIp.hit(addressKey(req.ip), reply);
      const outcome = await recordContact(ctx, req.params.id, req.body.kind, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        viewer: req.viewer,
      });
      return reply
        .status(204)
        .header('cache-control', 'no-store')
        .header('x-contact-event', outcome)
        .send(null);
    },
  );

  app.get(
    '/properties/properties/:id/stats/',
    {
      schema: {
        tags,
        security,
        summary: "A listing's daily views, visitors and contacts, with a funnel and a comparison",
        description: "Only the listing's owner, its agent and staff.",
        params: idParams,
        querystring: listingStatsQuery,
        response: { 200: listingStatsResponse },
      },
      config: { personal: true },
      onRequest: async (req) => {
        requireViewer(req.viewer);
      },
    },
    async (req) => listingStats(ctx, req.viewer, req.params.id, req.query),
  );
};
