import { idParams } from '@shared/schemas/common';
import { featureBody, featuringResponse } from '@shared/schemas/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endFeaturing, setFeatured } from './featuring';

const security = [{ bearer: [] }];

/**
 * Staff featuring of listings (decision 041), registered under the staff console's router, whose
 * hook refuses everyone but staff before a request is parsed or validated.
 */
export const adminFeaturingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/admin/properties/:id/feature/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Feature a published listing until an end date (staff; in the audit log)',
        params: idParams,
        body: featureBody,
        response: { 200: featuringResponse },
      },
    },
    async (req) =>
      setFeatured(
        ctx,
        req.viewer,
        req.params.id,
        true,
        req.body.until ? new Date(req.body.until) : null,
        req.ip,
      ),
  );

  app.post(
    '/admin/properties/:id/unfeature/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'End the featuring of a listing now (staff; in the audit log)',
        params: idParams,
        response: { 200: featuringResponse },
      },
    },
    async (req) => setFeatured(ctx, req.viewer, req.params.id, false, null, req.ip),
  );

  // Featuring ends at its end date: checked every minute (a minute late at most).
  if ((ctx.viewFlushMs ?? 1) > 0) {
    const timer = setInterval(() => {
      endFeaturing(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'could not end expired featuring'));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
