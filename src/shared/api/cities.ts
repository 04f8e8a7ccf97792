// /api/cities: the cities and their local areas the property forms offer.
import { areaListSchema, cityIdParamSchema, cityListSchema } from '../schemas/properties';
import { defineEndpoint } from './define-endpoint';

const tags = ['cities'];

export const listCities = defineEndpoint({
  method: 'GET',
  path: '/api/cities',
  operationId: 'listCities',
  summary: 'Every city, by name',
  tags,
  access: 'user',
  status: 200,
  response: cityListSchema,
});

export const listCityAreas = defineEndpoint({
  method: 'GET',
  path: '/api/cities/:id/areas',
  operationId: 'listCityAreas',
  summary: 'The local areas of one city',
  tags,
  access: 'user',
  params: cityIdParamSchema,
  status: 200,
  response: areaListSchema,
});
