import {
  type ListPropertiesResponse,
  listCardsResponse,
  listPropertiesQuery,
  listPropertiesResponse,
} from '@shared/schemas/properties';
import { propertyDetail, propertyIdParams, similarPropertiesResponse } from '@shared/schemas/property-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { memoryMarks } from '../../lib/day-marks';
import { countView, getProperty, similarProperties } from './detail-service';
import { listProperties } from './service';
import { ViewCounter } from './view-counter';

const tags = ['properties'];

export const propertiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const views = new ViewCounter(ctx.database, ctx.log, {
    flushEveryMs: ctx.viewFlushMs,
    marks: (ctx.rateLimits?.marks ?? memoryMarks)('views'),
  });
  views.start();
  // Written before the database closes (graceful stop).
  app.addHook('onClose', () => views.stop());

  app.get(
    '/properties/properties/',
    {
      schema: {
        tags,
        summary: 'Search listings (filters, ordering, pagination)',
        description:
          'Each result has every listing field, or with `fields=card` only what a listing card ' +
          'shows: descriptions cut to 151 characters, photo renditions up to 640 px wide, no ' +
          'coordinates, lease terms or view count.',
        querystring: listPropertiesQuery,
        response: { 200: z.union([listPropertiesResponse, listCardsResponse]) },
      },
      config: { publicCache: true, personal: true },
    },
    // A page written from kept cards (PreparedJson) passes the serializer as it is (lib/serializer.ts).
    async (req) =>
      (await listProperties(
        ctx,
        req.query,
        req.viewer,
        `${ctx.config.publicUrl}${req.url}`,
      )) as ListPropertiesResponse,
  );

  app.get(
    '/properties/properties/:id/',
    {
      schema: {
        tags,
        summary: 'One listing with photos, videos, features, amenities and contact (counts a view)',
        description:
          'Everyone sees the version staff approved. Its owner (signed in) sees it with their changes ' +
          'waiting for review on top, as My Properties and the edit form do.',
        params: propertyIdParams,
        response: { 200: propertyDetail },
      },
      config: {
        publicCache: true,
        // Owners and staff also see listings the public may not.
        personal: true,
        // A cached answer is only ever given to visitors, and only for published listings.
        onCacheHit: (req) => {
          const id = Number((req.params as { id: string }).id);
          const visitor = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
          countView(ctx, views, id, null, null, visitor).catch((err: unknown) =>
            req.log.warn({ err }, 'could not count a view'),
          );
        },
      },
    },
    async (req) =>
      getProperty(
        ctx,
        req.params.id,
        req.viewer,
        { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
        views,
      ),
  );

  app.get(
    '/properties/properties/:id/similar/',
    {
      schema: {
        tags,
        summary: 'Up to four similar listings',
        params: propertyIdParams,
        response: { 200: similarPropertiesResponse },
      },
      config: { publicCache: true, personal: true },
    },
    async (req) => similarProperties(ctx, req.params.id, req.viewer),
  );
};
