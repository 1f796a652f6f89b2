import fastifyMultipart from '@fastify/multipart';
import { IMAGE, MAX_PROPERTY_IMAGES } from '@shared/constants';
import { idParams } from '@shared/schemas/common';
import {
  catalogueResponse,
  createPropertyBody,
  myPropertiesQuery,
  myPropertiesResponse,
  ownListing,
  TOO_MANY_IMAGES,
  updatePropertyBody,
} from '@shared/schemas/publishing';
import { SERVER_MESSAGES } from '@shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireViewer } from '../../lib/guards';
import { loadManagedListing, rawId } from '../../lib/listing-access';
import { resumableRoot } from '../../media/resumable';
import { type FileRule, multipartForms, spoolRoot } from '../../media/uploads';
import { publishingAllowance } from './limits';
import { catalogue, createListing, deleteListing, myProperties } from './service';
import { updateListing } from './update';

const tags = ['publishing'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data', 'application/json'];

/** Photos of a listing: at most 10 files of at most 15 MB each (spec §5, decision 003). */
const PHOTOS: FileRule = {
  maxCount: MAX_PROPERTY_IMAGES,
  maxBytes: IMAGE.maxUploadBytes,
  tooMany: TOO_MANY_IMAGES,
  tooLarge: (f) => `${f.filename}: ${SERVER_MESSAGES.image_too_large}`,
};

const signedIn = async (req: { viewer: Parameters<typeof requireViewer>[0] }) => {
  requireViewer(req.viewer);
};

/**
 * Publishing (spec §7): create, edit and delete a listing with its photos, My Properties, and
 * the features and amenities a listing can offer.
 */
export const publishingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // Leftovers of interrupted uploads are removed at start (boot.ts).
  const forms = multipartForms(
    spoolRoot(ctx.config.dataDir),
    { images: PHOTOS },
    resumableRoot(ctx.config.dataDir),
  );
  app.addHook('onResponse', async (req) => forms.discard(req));
  const absolute = (url: string) => `${ctx.config.publicUrl}${url}`;
  const allowance = publishingAllowance(ctx, 'listings');

  app.post(
    '/properties/properties/',
    {
      schema: {
        tags,
        security,
        summary: 'Publish a listing (multipart: fields as text, 1–10 photos under `images`)',
        description:
          'Each `images` part is a file, or, as text, the id of a finished resumable upload of the ' +
          'sender (`/api/uploads/`, tus), checked like a file. ' +
          'Verified agents and staff publish at once (`available`); everyone else’s listing waits for ' +
          'staff review (`pending`). `owner`, `agent`, `status`, `is_featured` and `views_count` are set ' +
          'by the server; values sent for them are ignored. Limited per 24 hours (429 with ' +
          '`Retry-After`): per account, and for listings that wait for review per address too.',
        consumes,
        body: createPropertyBody,
        response: { 201: ownListing },
      },
      // Before the body is read: visitors get 401, and a publisher past the limit 429, never a
      // parsed upload.
      config: { personal: true },
      onRequest: signedIn,
      preValidation: [allowance.take, forms.read],
      onSend: allowance.releaseBeforeAnswer,
      onResponse: allowance.release,
      onRequestAbort: allowance.release,
    },
    async (req, reply) => {
      try {
        const created = await createListing(ctx, req.viewer, req.body, forms.files(req, 'images'));
        allowance.keep(req);
        forms.used(req);
        return reply.status(201).send(created);
      } finally {
        await forms.discard(req);
      }
    },
  );

  app.patch(
    '/properties/properties/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a listing and its photos (owner or staff; multipart or JSON)',
        description:
          'Fields not sent keep their value. Gallery: `images` adds photo files, `remove_images` lists ' +
          'photo ids to delete, `image_order` gives the order (ids and `new:N` for the N-th new file), ' +
          '`primary_image` picks the cover (an id or `new:N`). `status` may be `available`, `sold`, ' +
          '`rented` or `unavailable` once the listing is approved. An owner’s edit of a rejected ' +
          'listing sends it back to review. When the publisher is not a verified agent (nor staff), changes ' +
          'of an approved listing to its title, descriptions, price, types, place, address, coordinates or ' +
          'photos wait for staff (`change_review`) while the approved version stays public; the answer shows ' +
          'the listing as its owner changed it. Rooms, area, parking, features, amenities and `status` apply at once.',
        consumes,
        params: idParams,
        body: updatePropertyBody,
        response: { 200: ownListing },
      },
      config: { personal: true },
      onRequest: signedIn,
      // Who may edit is checked before the upload is read: others never get to send files.
      preValidation: [
        async (req) => {
          await loadManagedListing(ctx.database.db, req.viewer, rawId(req.params));
        },
        forms.read,
      ],
    },
    async (req) => {
      try {
        const updated = await updateListing(
          ctx,
          req.viewer,
          req.params.id,
          req.body,
          forms.files(req, 'images'),
          req.ip,
        );
        forms.used(req);
        return updated;
      } finally {
        await forms.discard(req);
      }
    },
  );

  app.delete(
    '/properties/properties/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a listing with its photos and videos (owner or staff)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req, reply) => {
      await deleteListing(ctx, req.viewer, req.params.id, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/properties/my-properties/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s listings, newest first, with their review state',
        querystring: myPropertiesQuery,
        response: { 200: myPropertiesResponse },
      },
      config: { personal: true },
      onRequest: signedIn,
    },
    async (req) => myProperties(ctx, req.viewer, req.query, absolute(req.url)),
  );

  for (const kind of ['features', 'amenities'] as const) {
    app.get(
      `/properties/${kind}/`,
      {
        schema: {
          tags,
          summary: `Every ${kind === 'features' ? 'feature' : 'amenity'} a listing can name (by id or slug)`,
          response: { 200: catalogueResponse },
        },
        config: { publicCache: true },
      },
      async () => catalogue(ctx, kind),
    );
  }
};
