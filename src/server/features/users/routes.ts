import fastifyMultipart from '@fastify/multipart';
import { IMAGE } from '@shared/constants';
import { currentUser, updateProfileBody } from '@shared/schemas/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { getMe, updateProfile } from './service';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const PICTURE_FIELD = 'profile_picture';
const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

/** The signed-in user's own account: `GET /auth/users/me/` and `PATCH /users/profile/`. */
export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart only in this scope: the profile form, one picture of at most 15 MB, few fields.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: IMAGE.maxUploadBytes, fields: 20, fieldSize: 64 * 1024, parts: 21 },
  });
  const pictures = new WeakMap<FastifyRequest, Buffer>();

  app.get(
    '/auth/users/me/',
    {
      schema: { tags, security, summary: 'The signed-in user', response: { 200: currentUser } },
      config: { personal: true },
    },
    async (req) => getMe(ctx, req.viewer),
  );

  app.patch(
    '/users/profile/',
    {
      schema: {
        tags,
        security,
        summary: 'Update the signed-in user’s profile (JSON, or multipart with the file profile_picture)',
        consumes: ['application/json', 'multipart/form-data'],
        body: updateProfileBody,
        response: { 200: currentUser },
      },
      config: { personal: true },
      // Before the body is read or validated: visitors get 401, never a parsed upload or a 400.
      onRequest: async (req) => {
        requireViewer(req.viewer);
      },
      preValidation: async (req) => {
        if (!req.isMultipart()) return;
        const { fields, picture } = await readForm(req);
        (req as { body: unknown }).body = fields;
        if (picture) pictures.set(req, picture);
      },
    },
    async (req) => updateProfile(ctx, req.viewer, req.body, pictures.get(req)),
  );
};

/** Reads a multipart profile form: text fields as the JSON body would carry them, and the picture. */
async function readForm(req: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let picture: Buffer | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      try {
        const data = await part.toBuffer();
        if (part.fieldname === PICTURE_FIELD) picture = data;
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError(
            PICTURE_FIELD,
            `Image is too large (max ${IMAGE.maxUploadBytes / 1024 / 1024} MB).`,
          );
        throw error;
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  // Forms send booleans as text; anything else is left for the schema to refuse.
  const remove = fields.remove_profile_picture;
  if (typeof remove === 'string') {
    const v = remove.trim().toLowerCase();
    fields.remove_profile_picture = TRUE.has(v) ? true : FALSE.has(v) ? false : remove;
  }
  return { fields, picture };
}
