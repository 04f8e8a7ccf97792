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
