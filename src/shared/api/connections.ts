// /api/connections: the caller's connections and requests, their relation to one broker,
// and requesting, accepting and removing a connection (spec section 7).
import { z } from 'zod';
import { looseIdParamSchema, looseUserIdParamSchema, uuidParamSchema } from '../schemas/common';
import {
  connectionListQuerySchema,
  connectionListSchema,
  connectionSchema,
  connectionWithSchema,
  createConnectionInputSchema,
} from '../schemas/connections';
import { defineEndpoint } from './define-endpoint';

const tags = ['connections'];

export const listConnections = defineEndpoint({
  method: 'GET',
  path: '/api/connections',
  operationId: 'listConnections',
  summary: "The caller's connections, requests to them first, then newest update first",
  tags,
  access: 'user',
  query: connectionListQuerySchema,
  status: 200,
  response: connectionListSchema,
});

export const getConnectionWith = defineEndpoint({
  method: 'GET',
  path: '/api/connections/with/:userId',
  operationId: 'getConnectionWith',
  summary: "The caller's relation to one broker (the connect button's state)",
  tags,
  access: 'user',
  params: looseUserIdParamSchema,
  status: 200,
  response: connectionWithSchema,
});

export const requestConnection = defineEndpoint({
  method: 'POST',
  path: '/api/connections',
  operationId: 'requestConnection',
  summary: 'Ask a broker to connect (accepts their request when they asked first)',
  tags,
  access: 'user',
  body: createConnectionInputSchema,
  status: 201,
  response: connectionSchema,
});

export const acceptConnection = defineEndpoint({
  method: 'POST',
  path: '/api/connections/:id/accept',
  operationId: 'acceptConnection',
  summary: 'Accept a connection request made to the caller',
  tags,
  access: 'user',
  params: uuidParamSchema,
  status: 200,
  response: connectionSchema,
});

export const removeConnection = defineEndpoint({
  method: 'DELETE',
  path: '/api/connections/:id',
  operationId: 'removeConnection',
  summary: 'Remove a connection or withdraw a request (either party)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});
