// Every refusal is { error, message, field?, request_id } with a 4xx; anything
// unexpected is a generic 500 whose details go to the log only.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { errorBody } from '../lib/error-body';
import { HttpError } from '../lib/http-errors';
import { sendStoredAnswer, StoredAnswerReplay } from './idempotency-keys';

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (code: string, message: string, field?: string) => errorBody(request, code, message, field);
    // Not an error: a multipart create whose Idempotency-Key already has its answer.
    if (error instanceof StoredAnswerReplay) return sendStoredAnswer(reply, error.answer);
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing: the same answer as an unknown id.
      if (error.validationContext === 'params') return reply.status(404).send(body('not_found', 'Not found'));
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      // fastify-type-provider-zod puts the zod issue code in `keyword` and the rest of
      // the issue (for unrecognized_keys: `keys`) in `params`.
      const keys = (first?.params as { keys?: unknown } | undefined)?.keys;
      const message =
        first?.keyword === 'unrecognized_keys'
          ? `Unknown field: ${Array.isArray(keys) ? keys.join(', ') : ''}`.trim()
          : (first?.message ?? 'Invalid request');
      return reply.status(400).send(body('validation_failed', message, field));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('rate_limited', error.message || AUTH_MESSAGES.tooManyAttempts));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal_error', 'Something went wrong. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientErrorCode(error), clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', 'Something went wrong. Please try again.'));
  });
});

function clientErrorCode(error: FastifyError): string {
  if (isInvalidJson(error)) return 'invalid_json';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  return 'bad_request';
}

function clientErrorMessage(error: FastifyError): string {
  if (isInvalidJson(error)) return 'The request body is not valid JSON';
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}

// Fastify 5 names a body that does not parse FST_ERR_CTP_INVALID_JSON_BODY.
function isInvalidJson(error: FastifyError): boolean {
  return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
}
