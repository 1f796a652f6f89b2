import { idParams } from '@shared/schemas/common';
import {
  createInquiryBody,
  createInquiryWithPropertyBody,
  inquiry,
  myInquiriesQuery,
  myInquiriesResponse,
} from '@shared/schemas/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireViewer } from '../../lib/guards';
import { countContact, visitorOf } from '../leads';
import { createInquiryLimits } from './limits';
import { myInquiries, sendInquiry } from './service';

const tags = ['inquiries'];
const security = [{ bearer: [] }];

const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
  requireViewer(req.viewer);
};

/** Inquiries (spec §7, DESIGN §4): write to a listing's agent or owner; read received and sent ones. */
export const inquiriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createInquiryLimits(ctx);

  app.post(
    '/properties/:id/inquiries/',
    {
      schema: {
        tags,
        security,
        summary: 'Send an inquiry about a listing to its agent (else its owner), who is e-mailed',
        params: idParams,
        body: createInquiryBody,
        response: { 201: inquiry },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      await limits.inquirySender.hit(String(req.viewer!.id), reply);
      const sent = await sendInquiry(ctx, req.viewer, req.params.id, req.body);
      countContact(ctx, req.params.id, 'inquiry', visitorOf(req));
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/properties/inquiries/',
    {
      schema: {
        tags,
        security,
        summary: 'Send an inquiry, naming the listing as `property` in the body',
        body: createInquiryWithPropertyBody,
        response: { 201: inquiry },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      await limits.inquirySender.hit(String(req.viewer!.id), reply);
      const { property, ...body } = req.body;
      const sent = await sendInquiry(ctx, req.viewer, property, body);
      countContact(ctx, property, 'inquiry', visitorOf(req));
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/properties/inquiries/my/',
    {
      schema: {
        tags,
        security,
        summary: 'Inquiries about my listings (`received`) and those I sent (`sent`), newest first',
        querystring: myInquiriesQuery,
        response: { 200: myInquiriesResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => myInquiries(ctx, req.viewer, req.query, `${ctx.config.publicUrl}${req.url}`),
  );
};
