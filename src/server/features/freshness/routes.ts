import { idParams } from '@shared/schemas/common';
import { freshnessOutcome, reminderLinkOutcome, useReminderLinkBody } from '@shared/schemas/freshness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { confirmListing, useReminderLink } from './service';

const tags = ['properties'];

/** Listing freshness (decision 036): the owner's confirmation and the reminder's one-tap links. */
export const freshnessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/properties/properties/:id/confirm/',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Confirm that a listing is still available (owner or staff); an expired one comes back',
        params: idParams,
        response: { 200: freshnessOutcome },
      },
      config: { personal: true },
    },
    async (req) => confirmListing(ctx, req.viewer, req.params.id),
  );

  app.post(
    '/properties/reminder-links/',
    {
      schema: {
        tags,
        summary: 'Use a one-tap link of a freshness reminder (no sign-in; each reminder works once)',
        body: useReminderLinkBody,
        response: { 200: reminderLinkOutcome },
      },
      config: { personal: true },
    },
    async (req) => useReminderLink(ctx, req.body.token),
  );
};
