import { idParams } from '@shared/schemas/common';
import {
  pendingListingsQuery,
  pendingListingsResponse,
  rejectListingBody,
  reviewedListing,
} from '@shared/schemas/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../lib/guards';
import { approveListing, pendingListings, rejectListing } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff review of listings (DESIGN §4): the queue, approve, reject with a reason. */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Staff only, checked before the request is validated: others learn nothing about ids.
  const staffOnly = async (req: { viewer: Parameters<typeof requireStaff>[0] }) => {
    requireStaff(req.viewer);
  };

  app.get(
    '/admin/properties/pending/',
    {
      schema: {
        tags,
        security,
        summary: 'Listings awaiting review, oldest first, with their publisher (staff)',
        querystring: pendingListingsQuery,
        response: { 200: pendingListingsResponse },
      },
      onRequest: staffOnly,
    },
    async (req) => pendingListings(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );

  app.post(
    '/admin/properties/:id/approve/',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a listing: it goes live (staff)',
        params: idParams,
        response: { 200: reviewedListing },
      },
      onRequest: staffOnly,
    },
    async (req) => approveListing(ctx, req.viewer, req.params.id, req.ip),
  );

  app.post(
    '/admin/properties/:id/reject/',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a listing, or take a live one down, with a reason its owner reads (staff)',
        params: idParams,
        body: rejectListingBody,
        response: { 200: reviewedListing },
      },
      onRequest: staffOnly,
    },
    async (req) => rejectListing(ctx, req.viewer, req.params.id, req.body.reason, req.ip),
  );
};
