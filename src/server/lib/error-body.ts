// The one error shape (src/shared/schemas/common.ts) with the request's id, so a member
// who reports 'Reference: ...' can be found in the log.
import type { FastifyRequest } from 'fastify';
import type { ErrorResponse } from '#shared/schemas/common.ts';

export function errorBody(
  request: Pick<FastifyRequest, 'id'>,
  error: string,
  message: string,
  field?: string,
): ErrorResponse {
  return field ? { error, message, field, request_id: request.id } : { error, message, request_id: request.id };
}
