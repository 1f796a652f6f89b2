import { idParams } from '@shared/schemas/common';
import { savedPropertiesQuery, savedPropertiesResponse, saveStateResponse } from '@shared/schemas/saved';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireViewer } from '../../lib/guards';
import { countContact, visitorOf } from '../leads';
import { removeSave, savedProperties, saveListing } from './service';

const tags = ['saved'];
const security = [{ bearer: [] }];

const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
  requireViewer(req.viewer);
};

/** Saved properties (spec §7): save, remove, list. */
export const savedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/properties/properties/:id/save/',
    {
      schema: {
        tags,
        security,
        summary: 'Save a listing (201 when saved now, 200 when it already was)',
        params: idParams,
        response: { 200: saveStateResponse, 201: saveStateResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      const { created, ...state } = await saveListing(ctx, req.viewer, req.params.id);
      // A save is a contact with the listing (decision 040), counted as a tap is.
      if (created) countContact(ctx, req.params.id, 'save', visitorOf(req));
      return reply.status(created ? 201 : 200).send(state);
    },
  );

  app.delete(
    '/properties/properties/:id/remove-save/',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a listing from the saved ones (also when it was not saved)',
        params: idParams,
        response: { 200: saveStateResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => removeSave(ctx, req.viewer, req.params.id),
  );

  app.get(
    '/properties/saved-properties/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s saved listings, newest saved first',
        querystring: savedPropertiesQuery,
        response: { 200: savedPropertiesResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => savedProperties(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );
};
