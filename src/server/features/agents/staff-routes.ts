import { adminAgentListingsQuery, adminAgentListingsResponse } from '@shared/schemas/admin';
import { idParams } from '@shared/schemas/common';
import { agentVerificationResponse } from '@shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { security, tags } from '../admin';
import { agentListings, setAgentVerification } from './staff-service';

/** Staff console: agent verification and an agent's listings (staff only: see routes.ts). */
export const adminAgentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/admin/agents/:id/verify/',
    {
      schema: {
        tags,
        security,
        summary: 'Verify an agent (staff)',
        params: idParams,
        response: { 200: agentVerificationResponse },
      },
    },
    async (req) => setAgentVerification(ctx, req.viewer, req.params.id, true, req.ip),
  );

  app.post(
    '/admin/agents/:id/unverify/',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an agent’s verification (staff)',
        params: idParams,
        response: { 200: agentVerificationResponse },
      },
    },
    async (req) => setAgentVerification(ctx, req.viewer, req.params.id, false, req.ip),
  );

  app.get(
    '/admin/agents/:id/listings/',
    {
      schema: {
        tags,
        security,
        summary: 'Every listing an agent publishes or owns, in any state (staff)',
        params: idParams,
        querystring: adminAgentListingsQuery,
        response: { 200: adminAgentListingsResponse },
      },
    },
    async (req) =>
      agentListings(ctx, req.viewer, req.params.id, req.query, `${ctx.config.publicUrl}${req.url}`),
  );
};
