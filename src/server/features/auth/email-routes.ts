import { accountLinkBody, emailUndoResponse, setEmailBody } from '@shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import {
  confirmEmail,
  confirmEmailChange,
  requestEmailChange,
  resendConfirmation,
  undoEmailChange,
} from './email-service';
import type { AuthLimits } from './limits';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const noContent = z.null().describe('Done');
/** Visitors get 401 before the body is read. */
const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
  requireViewer(req.viewer);
};

/**
 * The account's e-mail address (decision 029): confirmation at sign-up (djoser's `activation`
 * paths; here the account works before, the address is what gets confirmed) and the change of
 * address with its undo.
 */
export const emailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; limits: AuthLimits }> = async (
  app,
  { ctx, limits },
) => {
  app.post(
    '/auth/users/activation/',
    {
      schema: {
        tags,
        security,
        summary:
          'Confirm the e-mail address with the uid and token of the e-mailed link (its account signed in)',
        body: accountLinkBody,
        response: { 204: noContent },
      },
      onRequest: signedIn,
      config: { personal: true },
    },
    async (req, reply) => {
      await confirmEmail(ctx, req.viewer, req.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/resend_activation/',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail the confirmation link again (409 once the address is confirmed)',
        body: z.object({}).optional(),
        response: { 204: noContent },
      },
      onRequest: signedIn,
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.emailLinksUser.hit(String(requireViewer(req.viewer).id), reply);
      await resendConfirmation(ctx, req.viewer);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/set_email/',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask to change the e-mail address: needs the current password (an account without one: a sign-in of the last 10 minutes); a link goes to the new address',
        body: setEmailBody,
        response: { 204: noContent },
      },
      onRequest: signedIn,
      config: { personal: true },
    },
    async (req, reply) => {
      const key = String(requireViewer(req.viewer).id);
      await limits.emailPasswordUser.check(key, reply);
      await limits.emailLinksUser.hit(key, reply);
      try {
        await requestEmailChange(ctx, req.viewer, req.sessionFamily, req.body);
      } catch (error) {
        if (error instanceof AppError && error.fields?.current_password)
          await limits.emailPasswordUser.fail(key);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/set_email_confirm/',
    {
      schema: {
        tags,
        security,
        summary:
          'Take the new e-mail address with the link sent to it (its account signed in); the old address is told',
        body: accountLinkBody,
        response: { 204: noContent },
      },
      onRequest: signedIn,
      config: { personal: true },
    },
    async (req, reply) => {
      await confirmEmailChange(ctx, req.viewer, req.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/set_email_undo/',
    {
      schema: {
        tags,
        summary:
          'Undo an e-mail change with the link sent to the old address: address back, every sign-in ended; answers a password-reset link',
        body: accountLinkBody,
        response: { 200: emailUndoResponse },
      },
      // Answers a password-reset link: nobody else's to keep.
      config: { personal: true },
    },
    async (req) => undoEmailChange(ctx, req.body),
  );
};
