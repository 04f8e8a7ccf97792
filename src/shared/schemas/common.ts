import { z } from 'zod';

/**
 * Every error the API returns: a machine code, the human message, the field at fault,
 * and the request's id (also in the X-Request-Id header) to find it in the server log.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const uuidParamSchema = z.strictObject({ id: z.uuid({ error: 'Not found' }) });

/**
 * Path ids taken as any short string: a malformed one names nothing, so the route answers
 * it exactly like an unknown one (404 with its own message), never as a 400.
 */
export const looseIdParamSchema = z.strictObject({ id: z.string().max(100) });
export const looseUserIdParamSchema = z.strictObject({ userId: z.string().max(100) });
