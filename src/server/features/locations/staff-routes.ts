import {
  adminLocation,
  adminLocationsQuery,
  adminLocationsResponse,
  createLocationBody,
  levelIdParams,
  levelParams,
  updateLocationBody,
} from '@shared/schemas/admin-locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { security, tags } from '../admin';
import { createLocation, listLocations, updateLocation } from './staff-service';

/** Staff console: regions, cities, sub-cities and kebeles (staff only: see routes.ts). */
export const adminLocationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/locations/:level/',
    {
      schema: {
        tags,
        security,
        summary: 'One level of the location tree, under a parent, with counts (staff)',
        params: levelParams,
        querystring: adminLocationsQuery,
        response: { 200: adminLocationsResponse },
      },
    },
    async (req) => listLocations(ctx, req.viewer, req.params.level, req.query.parent),
  );

  app.post(
    '/admin/locations/:level/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a region, city, sub-city or kebele (staff)',
        params: levelParams,
        body: createLocationBody,
        response: { 201: adminLocation },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return createLocation(ctx, req.viewer, req.params.level, req.body, req.ip);
    },
  );

  app.patch(
    '/admin/locations/:level/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a place, or set its Amharic name or centre; listings follow (staff)',
        params: levelIdParams,
        body: updateLocationBody,
        response: { 200: adminLocation },
      },
    },
    async (req) => updateLocation(ctx, req.viewer, req.params.level, req.params.id, req.body, req.ip),
  );
};
