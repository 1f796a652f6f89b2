import { mapMarkersQuery, mapMarkersResponse } from '@shared/schemas/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { mapMarkers } from './map-service';

/** Listings as map markers (the /map page and its clusters). */
export const propertyMapRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/properties/map-markers/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Listings with coordinates as map markers (listing filters and bounding box)',
        querystring: mapMarkersQuery,
        response: { 200: mapMarkersResponse },
      },
      config: { publicCache: true, personal: true },
    },
    async (req) => mapMarkers(ctx, req.query, req.viewer),
  );
};
