import { z } from 'zod';

export const appConfigResponseSchema = z.object({
  product_name: z.string(),
  request_invite_url: z.string(),
  build_number: z.string(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** The public keys that verify access tokens (RFC 7517), one JWK per signing key. */
export const jwksResponseSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
