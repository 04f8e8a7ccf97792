// /api/properties: a broker's own listings and the network's, one listing, creating,
// changing and deleting one (multipart, with photos), and counting a view (spec
// sections 2, 5, 6 and 7). Who made client flyers of a listing is in ./flyers.ts.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  networkPropertyListSchema,
  networkPropertyQuerySchema,
  pageQuerySchema,
  propertyListSchema,
  propertySchema,
  recordViewResponseSchema,
} from '../schemas/properties';
import { defineEndpoint } from './define-endpoint';

const tags = ['properties'];

export const listMyProperties = defineEndpoint({
  method: 'GET',
  path: '/api/properties/mine',
  operationId: 'listMyProperties',
  summary: "The caller's own listings, newest first, one page at a time",
  tags,
  access: 'user',
  query: pageQuerySchema,
  status: 200,
  response: propertyListSchema,
});

export const listNetworkProperties = defineEndpoint({
  method: 'GET',
  path: '/api/properties/network',
  operationId: 'listNetworkProperties',
  summary: "Listings of the caller's connections that the caller may see, newest first",
  description:
    'Filters, each optional and combined with AND: city_id; area_ids (comma-separated area ids of that city, at most 10); property_type (Sale or Rent); price_min and price_max (a listing without a price is left out once either is given); bedrooms (at least this many).',
  tags,
  access: 'user',
  query: networkPropertyQuerySchema,
  status: 200,
  response: networkPropertyListSchema,
});

export const getProperty = defineEndpoint({
  method: 'GET',
  path: '/api/properties/:id',
  operationId: 'getProperty',
  summary: 'One listing the caller may see (404 for one they may not)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: propertySchema,
});

export const createProperty = defineEndpoint({
  method: 'POST',
  path: '/api/properties',
  operationId: 'createProperty',
  summary: 'Add a listing with its photos',
  tags,
  access: 'user',
  idempotent: true,
  multipart: 'Multipart: `data` = JSON of the property fields, `images` = up to 5 photo files.',
  status: 201,
  response: propertySchema,
});

export const updateProperty = defineEndpoint({
  method: 'PUT',
  path: '/api/properties/:id',
  operationId: 'updateProperty',
  summary: 'Change a listing and its photos (its owner or an admin)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  multipart:
    'Multipart: `data` = JSON of the fields plus remove_images, `images` = new photo files.',
  status: 200,
  response: propertySchema,
});

export const deleteProperty = defineEndpoint({
  method: 'DELETE',
  path: '/api/properties/:id',
  operationId: 'deleteProperty',
  summary: 'Delete a listing and its photos (its owner or an admin)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const recordPropertyView = defineEndpoint({
  method: 'POST',
  path: '/api/properties/:id/views',
  operationId: 'recordPropertyView',
  summary: "Count the caller's visit to a listing (once a day per broker, never the owner's)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: recordViewResponseSchema,
});
