// /api/brokers: the member directory (/agents and /network) and one broker's page.
import { looseIdParamSchema } from '../schemas/common';
import { brokerDirectoryQuerySchema, brokerDirectorySchema } from '../schemas/connections';
import { brokerPageSchema } from '../schemas/profiles';
import { pageQuerySchema } from '../schemas/properties';
import { defineEndpoint } from './define-endpoint';

const tags = ['brokers'];

export const listBrokers = defineEndpoint({
  method: 'GET',
  path: '/api/brokers',
  operationId: 'listBrokers',
  summary: 'Every member but the caller, alphabetical, searchable by name, company, city or area, a page at a time',
  tags,
  access: 'user',
  query: brokerDirectoryQuerySchema,
  status: 200,
  response: brokerDirectorySchema,
});

export const getBrokerPage = defineEndpoint({
  method: 'GET',
  path: '/api/brokers/:id',
  operationId: 'getBrokerPage',
  summary: "One broker's profile and the page of their listings the caller may see",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  query: pageQuerySchema,
  status: 200,
  response: brokerPageSchema,
});
