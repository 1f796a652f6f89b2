import { adminUserResponse, adminUsersQuery, adminUsersResponse } from '@shared/schemas/admin';
import { idParams } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { security, tags } from '../admin';
import { getUser, searchUsers } from './staff-service';

/** Staff console: find accounts (staff only: see routes.ts). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/users/',
    {
      schema: {
        tags,
        security,
        summary: 'Search users by name, username, e-mail, company, phone or id (staff)',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (req) => searchUsers(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );

  app.get(
    '/admin/users/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One user (staff)',
        params: idParams,
        response: { 200: adminUserResponse },
      },
    },
    async (req) => getUser(ctx, req.viewer, req.params.id),
  );
};
