import type { FieldErrorsBody } from '@shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, notFound, withCodes } from './errors';

/** Turns the issues of a zod validation into DRF field errors: `{price: ["…"], non_field_errors: […]}`. */
function toFieldErrors(
  issues: ReadonlyArray<{ instancePath?: string; path?: PropertyKey[]; message?: string }>,
) {
  const fields: FieldErrorsBody = {};
  for (const issue of issues) {
    const key =
      issue.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      'non_field_errors';
    fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value.'];
  }
  return fields;
}

/**
 * A path whose number is beyond its parameter's maximum (an id past PostgreSQL's integer, see
 * `idParam`) names no row: 404, as for any id that does not exist. A malformed one stays a 400.
 */
function namesNoRow(error: FastifyError): boolean {
  return (
    error.validationContext === 'params' &&
    (error.validation ?? []).every((issue) => issue.keyword === 'too_big')
  );
}

/** The answer when the server cannot serve now (database down, server stopping): retry later. */
export const SERVICE_UNAVAILABLE = {
  detail: 'The service is temporarily unavailable. Please try again shortly.',
  code: 'service_unavailable',
} as const;

/** True for errors from the database driver that mean "the database is not reachable". */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (
    code &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '08001'].includes(
      code,
    )
  ) {
    return true;
  }
  const message = String((error as Error | undefined)?.message ?? '');
  if (/Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(message))
    return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/**
 * One place that turns every error into a DRF-shaped answer. Expected errors (AppError,
 * validation) carry their message; anything else is logged with its stack and answered with a
 * generic 500 that reveals nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // What no route answers (a media file that is not there, a method no route takes): the same
  // shape as every other error, never Fastify's own.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (namesNoRow(error)) return reply.status(404).send(notFound().toBody());
      return reply.status(400).send(withCodes(toFieldErrors(error.validation)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(SERVICE_UNAVAILABLE);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: 'A server error occurred.', code: 'server_error' });
    }
    // The multipart parser throws plain errors on a broken form: the client's fault, not ours.
    if (MALFORMED_MULTIPART.test(error.message ?? '')) {
      return reply.status(400).send({
        detail: 'Multipart form parse error: the form is incomplete or malformed.',
        code: 'parse_error',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'A server error occurred.', code: 'server_error' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type…).
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 404
            ? 'not_found'
            : status === 429
              ? 'throttled'
              : 'parse_error';
    return reply.status(status).send({ detail: publicMessage(error), code });
  });
}

const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found|terminated early|Unexpected end of (form|multipart data)|Malformed part header/i;

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'JSON parse error: the request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type in request.';
    default:
      return error.message;
  }
}
