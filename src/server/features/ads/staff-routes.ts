import {
  adminAd,
  adminAdsQuery,
  adminAdsResponse,
  adStatsQuery,
  adStatsResponse,
  createAdBody,
  updateAdBody,
} from '@shared/schemas/admin-ads';
import { idParams } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { multipartImage } from '../../lib/multipart';
import { security, tags } from '../admin';
import { adStats, createAd, getAd, listAds, updateAd } from './staff-service';

const consumes = ['application/json', 'multipart/form-data'];

/** Staff console: advertisements (staff only: see routes.ts). */
export const adminAdsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const upload = multipartImage('image');

  app.get(
    '/admin/ads/',
    {
      schema: {
        tags,
        security,
        summary: 'Every ad with impressions, clicks and CTR (staff)',
        querystring: adminAdsQuery,
        response: { 200: adminAdsResponse },
      },
    },
    async (req) => listAds(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );

  app.get(
    '/admin/ads/:id/',
    { schema: { tags, security, summary: 'One ad (staff)', params: idParams, response: { 200: adminAd } } },
    async (req) => getAd(ctx, req.viewer, req.params.id),
  );

  app.get(
    '/admin/ads/:id/stats/',
    {
      schema: {
        tags,
        security,
        summary: 'Impressions, clicks and CTR per day of one ad (staff)',
        params: idParams,
        querystring: adStatsQuery,
        response: { 200: adStatsResponse },
      },
    },
    async (req) => adStats(ctx, req.viewer, req.params.id, req.query.days),
  );

  app.post(
    '/admin/ads/',
    {
      schema: {
        tags,
        security,
        summary: 'Create an ad (JSON, or multipart with the file image) (staff)',
        consumes,
        body: createAdBody,
        response: { 201: adminAd },
      },
      preValidation: upload.preValidation,
    },
    async (req, reply) => {
      reply.status(201);
      return createAd(ctx, req.viewer, req.body, upload.file(req), req.ip);
    },
  );

  app.patch(
    '/admin/ads/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change an ad (JSON, or multipart with a new file image) (staff)',
        consumes,
        params: idParams,
        body: updateAdBody,
        response: { 200: adminAd },
      },
      preValidation: upload.preValidation,
    },
    async (req) => updateAd(ctx, req.viewer, req.params.id, req.body, upload.file(req), req.ip),
  );
};
