// /api/admin/brokers: what only admins may read outside the report queue.
import { brokerOptionsSchema } from '../schemas/profiles';
import { defineEndpoint } from './define-endpoint';

export const listBrokerOptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/brokers',
  operationId: 'listBrokerOptions',
  summary: 'Every broker by name, for an admin assigning a property to one',
  tags: ['admin'],
  access: 'admin',
  status: 200,
  response: brokerOptionsSchema,
});
