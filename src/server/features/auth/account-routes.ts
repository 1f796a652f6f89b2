import {
  registerBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  setPasswordBody,
} from '@shared/schemas/auth';
import { currentUser } from '@shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { AppError } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import type { AuthLimits } from './limits';
import { confirmPasswordReset, requestPasswordReset, setPassword } from './password-service';
import { register, saysTaken } from './registration-service';

const tags = ['accounts'];
const noContent = z.null().describe('Done');

/** Sign-up and passwords (djoser's paths and answers). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; limits: AuthLimits }> = async (
  app,
  { ctx, limits },
) => {
  app.post(
    '/auth/users/',
    {
      schema: {
        tags,
        summary: 'Create an account (agents choose is_agent); a link to confirm the address is e-mailed',
        body: registerBody,
        response: { 201: currentUser },
      },
      // The new account, with its e-mail address.
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.registerIp.hit(addressKey(req.ip), reply);
      await limits.registerTakenIp.check(addressKey(req.ip), reply);
      try {
        return reply.status(201).send(await register(ctx, req.body));
      } catch (error) {
        if (saysTaken(error)) await limits.registerTakenIp.fail(addressKey(req.ip));
        throw error;
      }
    },
  );

  app.post(
    '/auth/users/set_password/',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Change the password; every other sign-in of the account ends',
        body: setPasswordBody,
        response: { 204: noContent },
      },
      config: { personal: true },
      onRequest: async (req) => {
        requireViewer(req.viewer);
      },
    },
    async (req, reply) => {
      const key = String(requireViewer(req.viewer).id);
      await limits.passwordChangeUser.check(key, reply);
      try {
        await setPassword(ctx, req.viewer, req.sessionFamily, req.body);
      } catch (error) {
        if (error instanceof AppError && error.fields?.current_password)
          await limits.passwordChangeUser.fail(key);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password/',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link (always 204, whether the address has an account or not)',
        body: resetPasswordBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await limits.resetIp.hit(addressKey(req.ip), reply);
      await limits.resetEmail.hit(req.body.email.toLowerCase(), reply);
      requestPasswordReset(ctx, req.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm/',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the uid and token of a reset link (one answer for every unusable link)',
        body: resetPasswordConfirmBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await confirmPasswordReset(ctx, req.body);
      return reply.status(204).send(null);
    },
  );
};
