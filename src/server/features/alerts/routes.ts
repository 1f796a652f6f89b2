import { idParams } from '@shared/schemas/common';
import {
  createSavedSearchBody,
  savedSearch,
  savedSearchList,
  updateSavedSearchBody,
} from '@shared/schemas/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './searches-service';
import { languageOf } from './words';

const tags = ['saved-searches'];
const security = [{ bearer: [] }];

/** Saved searches (decision 038): each person reads and changes only their own. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/saved-searches/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s saved searches',
        response: { 200: savedSearchList },
      },
      config: { personal: true },
    },
    async (req) => listSavedSearches(ctx, req.viewer),
  );

  app.post(
    '/users/saved-searches/',
    {
      schema: {
        tags,
        security,
        summary: 'Save a search (the query string of /properties)',
        body: createSavedSearchBody,
        response: { 201: savedSearch },
      },
      config: { personal: true },
    },
    async (req, reply) =>
      reply.status(201).send(await createSavedSearch(ctx, req.viewer, req.body, languageOf(req.cookies))),
  );

  app.patch(
    '/users/saved-searches/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename, change, pause or mark as seen a saved search',
        params: idParams,
        body: updateSavedSearchBody,
        response: { 200: savedSearch },
      },
      config: { personal: true },
    },
    async (req) => updateSavedSearch(ctx, req.viewer, req.params.id, req.body),
  );

  app.delete(
    '/users/saved-searches/:id/',
    {
      schema: { tags, security, summary: 'Delete a saved search', params: idParams },
      config: { personal: true },
    },
    async (req, reply) => {
      await deleteSavedSearch(ctx, req.viewer, req.params.id);
      return reply.status(204).send();
    },
  );
};
