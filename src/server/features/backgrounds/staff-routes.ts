import {
  adminBackground,
  adminBackgroundsQuery,
  adminBackgroundsResponse,
  createBackgroundBody,
  updateBackgroundBody,
} from '@shared/schemas/admin-backgrounds';
import { idParams } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { multipartImage } from '../../lib/multipart';
import { security, tags } from '../admin';
import { createBackground, listBackgrounds, updateBackground } from './staff-service';

/** Staff console: hero backgrounds per page type (staff only: see routes.ts). */
export const adminBackgroundsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const upload = multipartImage('image');

  app.get(
    '/admin/backgrounds/',
    {
      schema: {
        tags,
        security,
        summary: 'Every background, active or not (staff)',
        querystring: adminBackgroundsQuery,
        response: { 200: adminBackgroundsResponse },
      },
    },
    async (req) => listBackgrounds(ctx, req.viewer, req.query.page_type),
  );

  app.post(
    '/admin/backgrounds/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a background (multipart with the file image) (staff)',
        consumes: ['multipart/form-data'],
        body: createBackgroundBody,
        response: { 201: adminBackground },
      },
      preValidation: upload.preValidation,
    },
    async (req, reply) => {
      reply.status(201);
      return createBackground(ctx, req.viewer, req.body, upload.file(req), req.ip);
    },
  );

  app.patch(
    '/admin/backgrounds/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change a background’s credit, page type, active flag or image (staff)',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: updateBackgroundBody,
        response: { 200: adminBackground },
      },
      preValidation: upload.preValidation,
    },
    async (req) => updateBackground(ctx, req.viewer, req.params.id, req.body, upload.file(req), req.ip),
  );
};
