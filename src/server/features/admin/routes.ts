import fastifyMultipart from '@fastify/multipart';
import { IMAGE } from '@shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../lib/guards';
import { adminAdsRoutes } from '../ads';
import { adminAgentsRoutes } from '../agents';
import { adminAlertRoutes } from '../alerts';
import { adminBackgroundsRoutes } from '../backgrounds';
import { adminFeaturingRoutes } from '../leads';
import { adminLocationsRoutes } from '../locations';
import { adminReportRoutes } from '../reports';
import { reviewRoutes } from '../review';
import { adminUsersRoutes } from '../users';
import { adminAuditRoutes } from './audit-routes';

/**
 * The staff console's API, `/admin/...`. One hook refuses everyone but staff before a request is
 * parsed or validated (401 for visitors, 403 for others), so no admin route can forget it and
 * nobody else learns anything about ids or bodies; each service checks again.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', async (req) => {
    requireStaff(req.viewer);
  });
  // Everything here is for one staff member's eyes: no answer is stored by any cache.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, personal: true };
  });
  // Ad and background forms: one image of at most 15 MB and a few text fields.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: IMAGE.maxUploadBytes, fields: 30, fieldSize: 16 * 1024, parts: 31 },
  });
  await app.register(adminAgentsRoutes, { ctx });
  await app.register(adminUsersRoutes, { ctx });
  await app.register(adminAuditRoutes, { ctx });
  await app.register(adminAdsRoutes, { ctx });
  await app.register(adminBackgroundsRoutes, { ctx });
  // The listing review queue (publishing feature), behind the same staff guard.
  await app.register(reviewRoutes, { ctx });
  await app.register(adminLocationsRoutes, { ctx });
  await app.register(adminReportRoutes, { ctx });
  await app.register(adminFeaturingRoutes, { ctx });
  await app.register(adminAlertRoutes, { ctx });
};
