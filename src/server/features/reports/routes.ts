import { idParams } from '@shared/schemas/common';
import {
  decideReportBody,
  reportDecided,
  reportListingBody,
  reportReceived,
  reportsQueue,
  suspensionLifted,
} from '@shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { createRateLimits } from '../../lib/rate-limit';
import { decideReports, reportsQueue as queue, reportListing } from './service';
import { liftSuspension } from './suspension';

/** "Report this listing" (decision 037): anyone may report, a limited number a day per address. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createRateLimits(
    'reports',
    { reportAddress: { points: ctx.config.reports.perAddressPerDay, duration: 24 * 60 * 60 } },
    ctx.rateLimits,
  );
  app.post(
    '/properties/properties/:id/report/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Report a listing (signed in or not): a reason, and words for `other`',
        params: idParams,
        body: reportListingBody,
        response: { 201: reportReceived },
      },
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.reportAddress.hit(addressKey(req.ip), reply);
      return reply.status(201).send(await reportListing(ctx, req.viewer, req.params.id, req.body, req.ip));
    },
  );
};

/** The staff's Reports queue, registered inside the admin plugin, behind its staff guard. */
export const adminReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/reports/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Listings with open reports: reasons with counts, messages, the publisher’s history',
        response: { 200: reportsQueue },
      },
    },
    async (req) => queue(ctx, req.viewer),
  );
  app.post(
    '/admin/reports/:id/decide/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Dismiss the reports of a listing, take it down, or suspend its publisher',
        params: idParams,
        body: decideReportBody,
        response: { 200: reportDecided },
      },
    },
    async (req) => decideReports(ctx, req.viewer, req.params.id, req.body, req.ip),
  );
  app.post(
    '/admin/users/:id/unsuspend/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Lift a publisher’s suspension: the account opens and their hidden listings return',
        params: idParams,
        response: { 200: suspensionLifted },
      },
    },
    async (req) => liftSuspension(ctx, req.viewer, req.params.id, req.ip),
  );
};
