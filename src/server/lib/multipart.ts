import { IMAGE } from '@shared/constants';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

/**
 * Multipart forms with one image: text fields become the body the route's schema validates (as
 * JSON would carry them), the file is kept aside for the service. Use as a route's
 * `preValidation`; register `@fastify/multipart` in the route's scope first.
 */
export function multipartImage(fileField: string) {
  const files = new WeakMap<FastifyRequest, Buffer>();
  return {
    preValidation: async (req: FastifyRequest) => {
      if (!req.isMultipart()) return;
      const fields: Record<string, unknown> = {};
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw fieldError(
                fileField,
                `Image is too large (max ${IMAGE.maxUploadBytes / 1024 / 1024} MB).`,
              );
            throw error;
          }
          if (part.fieldname === fileField && data.length > 0) files.set(req, data);
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      (req as { body: unknown }).body = fields;
    },
    /** The uploaded file of a request, if one was sent. */
    file: (req: FastifyRequest) => files.get(req),
  };
}
