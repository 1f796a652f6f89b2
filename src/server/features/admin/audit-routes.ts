import { auditQuery, auditResponse } from '@shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listAudit } from './audit-service';
import { security, tags } from './openapi';

/** Staff console: the audit log (staff only: see routes.ts). */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/audit/',
    {
      schema: {
        tags,
        security,
        summary: 'Staff actions, newest first; filter by entity, actor or action (staff)',
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (req) => listAudit(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );
};
