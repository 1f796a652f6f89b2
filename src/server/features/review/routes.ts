import { idParams } from '@shared/schemas/common';
import {
  approveListingBody,
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
        summary:
          'New listings and changes to published ones awaiting review, oldest first, with their publisher (staff)',
        description:
          'A published listing whose publisher needs review and who changed its title, descriptions, price, ' +
          'types, place, photos or videos appears with `change`: what changed (`changed`), the published ' +
          'version (`before`) and the proposed one (`after`). The public keeps seeing `before` until approval.',
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
        summary: 'Approve a listing, or the change waiting on a published one: it goes live (staff)',
        description:
          'Send the `review_version` you looked at as `version`: when the listing or its change moved since, ' +
          'the answer is 409 and nothing is published.',
        params: idParams,
        body: approveListingBody,
        response: { 200: reviewedListing },
      },
      onRequest: staffOnly,
    },
    async (req) => approveListing(ctx, req.viewer, req.params.id, req.body, req.ip),
  );

  app.post(
    '/admin/properties/:id/reject/',
    {
      schema: {
        tags,
        security,
        summary:
          'Reject a listing or the change waiting on it, or take a live one down, with a reason its owner reads (staff)',
        description:
          'A change waiting on a published listing is refused and the approved version stays public; ' +
          '`take_down: true` hides the listing itself (and drops its change). `version` as for approve.',
        params: idParams,
        body: rejectListingBody,
        response: { 200: reviewedListing },
      },
      onRequest: staffOnly,
    },
    async (req) => rejectListing(ctx, req.viewer, req.params.id, req.body, req.ip),
  );
};
