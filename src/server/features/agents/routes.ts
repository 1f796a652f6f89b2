import {
  agentDetailResponse,
  agentPropertiesQuery,
  agentPropertiesResponse,
  listAgentsQuery,
  listAgentsResponse,
} from '@shared/schemas/agents';
import { idParams } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { agentsService as service } from './service';

const tags = ['agents'];

/** Public agent (company) profiles and their listings (spec §7). */
export const agentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const absolute = (url: string) => `${ctx.config.publicUrl}${url}`;

  app.get(
    '/users/agents/',
    {
      schema: {
        tags,
        summary: 'List agents (verified first, then newest)',
        querystring: listAgentsQuery,
        response: { 200: listAgentsResponse },
      },
      config: { publicCache: true },
    },
    async (req) => service.list(ctx, req.query, absolute(req.url)),
  );
  app.get(
    '/users/agents/:id/',
    {
      schema: {
        tags,
        summary: "An agent's public profile",
        params: idParams,
        response: { 200: agentDetailResponse },
      },
      config: { publicCache: true },
    },
    async (req) => service.detail(ctx, req.params.id),
  );
  app.get(
    '/users/agents/:id/properties/',
    {
      schema: {
        tags,
        summary: "An agent's published listings, newest first",
        params: idParams,
        querystring: agentPropertiesQuery,
        response: { 200: agentPropertiesResponse },
      },
      config: { publicCache: true },
    },
    async (req) => service.properties(ctx, req.params.id, req.query, absolute(req.url)),
  );
};
