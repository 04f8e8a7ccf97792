// The public system operations: the health check for load balancers, the signed-out
// shell's app config, and the keys that verify access tokens.
import { appConfigResponseSchema, healthResponseSchema, jwksResponseSchema } from '../schemas/app-config';
import { defineEndpoint } from './define-endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Whether this instance can serve: ok, or 503 unavailable when its database does not answer',
  tags: ['system'],
  access: 'public',
  status: 200,
  response: healthResponseSchema,
  otherResponses: { 503: healthResponseSchema },
});

export const getAppConfig = defineEndpoint({
  method: 'GET',
  path: '/api/app-config',
  operationId: 'getAppConfig',
  summary: 'The product name, the request-an-invite link and the build number',
  tags: ['system'],
  access: 'public',
  status: 200,
  response: appConfigResponseSchema,
});

export const getJwks = defineEndpoint({
  method: 'GET',
  path: '/.well-known/jwks.json',
  operationId: 'getJwks',
  summary: 'The public keys (JWKS) that verify access tokens',
  tags: ['auth'],
  access: 'public',
  status: 200,
  response: jwksResponseSchema,
});
