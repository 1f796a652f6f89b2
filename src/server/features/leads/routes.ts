import { idParams } from '@shared/schemas/common';
import { inquiry } from '@shared/schemas/inquiries';
import {
  contactEventBody,
  inquiryReplyBody,
  inquiryStateBody,
  listingStatsQuery,
  listingStatsResponse,
  newInquiriesResponse,
} from '@shared/schemas/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { requireViewer } from '../../lib/guards';
import { createRateLimits } from '../../lib/rate-limit';
import { recordContact } from './contacts';
import { newInquiries, replyToInquiry, setInquiryState } from './inbox';
import { listingStats } from './stats';

const tags = ['leads'];
const security = [{ bearer: [] }];

/**
 * Per address, as the ad tracking calls: generous (phones share addresses behind the operator's
 * NAT); the once-a-day counting already stops inflation, this only spares the server a flood.
 */
export const LEAD_LIMITS = {
  contactIp: { points: 300, duration: 60 },
  /** E-mails answering inquiries, per receiver: a busy agent's day, too few for spam. */
  inquiryReply: { points: 60, duration: 60 * 60 },
};

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

  const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
    requireViewer(req.viewer);
  };

  app.get(
    '/properties/inquiries/new-count/',
    {
      schema: {
        tags,
        security,
        summary: 'How many received inquiries are new (the header badge)',
        response: { 200: newInquiriesResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => newInquiries(ctx, req.viewer),
  );

  app.patch(
    '/properties/inquiries/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a received inquiry new, contacted or closed (its receiver only)',
        params: idParams,
        body: inquiryStateBody,
        response: { 200: inquiry },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => setInquiryState(ctx, req.viewer, req.params.id, req.body),
  );

  app.post(
    '/properties/inquiries/:id/reply/',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a received inquiry by e-mail, the question and the listing quoted',
        params: idParams,
        body: inquiryReplyBody,
        response: { 200: inquiry },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      await limits.inquiryReply.hit(String(req.viewer!.id), reply);
      return replyToInquiry(ctx, req.viewer, req.params.id, req.body);
    },
  );
};
