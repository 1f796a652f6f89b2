import { contactBody, contactResponse } from '@shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { createRateLimits } from '../../lib/rate-limit';
import { sendContactMessage } from './service';

/**
 * Abuse limits of the Contact form. Per IP address fairly loose (a whole office, or thousands of
 * phones behind the mobile operator's NAT, share one), per sender address tighter.
 */
const CONTACT_RATE_LIMITS = {
  contactIp: { points: 10, duration: 10 * 60 },
  contactEmail: { points: 5, duration: 60 * 60 },
};

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createRateLimits('contact', CONTACT_RATE_LIMITS, ctx.rateLimits);
  app.post(
    '/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Sefer team (stored, and e-mailed to support)',
        body: contactBody,
        response: { 201: contactResponse },
      },
    },
    async (req, reply) => {
      await limits.contactIp.hit(addressKey(req.ip), reply);
      await limits.contactEmail.hit(req.body.email.toLowerCase(), reply);
      return reply.status(201).send(await sendContactMessage(ctx, req.body));
    },
  );
};
