// /api/requirements (issue 19): a broker's buyer and tenant requirements, the network's,
// their matching listings and each match's state; the listing owner's view of the
// requirements a listing fits is under /api/properties/:id/requirements.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import { parsedRequirementSchema } from '../schemas/parsed-requirement';
import {
  matchListQuerySchema,
  matchParamsSchema,
  matchStateUpdateSchema,
  parseRequirementInputSchema,
  propertyRequirementListSchema,
  requirementInputSchema,
  requirementListQuerySchema,
  requirementListSchema,
  requirementMatchListSchema,
  requirementMatchSchema,
  requirementSchema,
  requirementUpdateSchema,
} from '../schemas/requirements';
import { pageNumberSchema, pageSizeSchema } from '../schemas/paging';
import { defineEndpoint } from './define-endpoint';

const tags = ['requirements'];

export const createRequirement = defineEndpoint({
  method: 'POST',
  path: '/api/requirements',
  operationId: 'createRequirement',
  summary: "Post a client's requirement; matching listings are found at once",
  tags,
  access: 'user',
  idempotent: true,
  body: requirementInputSchema,
  status: 201,
  response: requirementSchema,
});

export const listRequirements = defineEndpoint({
  method: 'GET',
  path: '/api/requirements',
  operationId: 'listRequirements',
  summary: "The caller's requirements (scope=mine) or the network's they may see (scope=network), newest first",
  tags,
  access: 'user',
  query: requirementListQuerySchema,
  status: 200,
  response: requirementListSchema,
});

export const getRequirement = defineEndpoint({
  method: 'GET',
  path: '/api/requirements/:id',
  operationId: 'getRequirement',
  summary: 'One requirement the caller may see (404 for one they may not); the client note for its owner only',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: requirementSchema,
});

export const updateRequirement = defineEndpoint({
  method: 'PATCH',
  path: '/api/requirements/:id',
  operationId: 'updateRequirement',
  summary: 'Change a requirement or its status (its owner only); matches are recomputed',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: requirementUpdateSchema,
  status: 200,
  response: requirementSchema,
});

export const deleteRequirement = defineEndpoint({
  method: 'DELETE',
  path: '/api/requirements/:id',
  operationId: 'deleteRequirement',
  summary: 'Delete a requirement and its matches (its owner only)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const renewRequirement = defineEndpoint({
  method: 'POST',
  path: '/api/requirements/:id/renew',
  operationId: 'renewRequirement',
  summary: 'Keep a requirement 30 more days from now (its owner only); an expired one becomes active',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: requirementSchema,
});

export const listRequirementMatches = defineEndpoint({
  method: 'GET',
  path: '/api/requirements/:id/matches',
  operationId: 'listRequirementMatches',
  summary: "The listings that match a requirement now, best score first (the requirement's owner only)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  query: matchListQuerySchema,
  status: 200,
  response: requirementMatchListSchema,
});

export const updateRequirementMatch = defineEndpoint({
  method: 'PATCH',
  path: '/api/requirements/:id/matches/:matchId',
  operationId: 'updateRequirementMatch',
  summary: 'Mark a match New, Shortlisted or Rejected (the requirement owner only)',
  tags,
  access: 'user',
  params: matchParamsSchema,
  body: matchStateUpdateSchema,
  status: 200,
  response: requirementMatchSchema,
});

export const listPropertyRequirements = defineEndpoint({
  method: 'GET',
  path: '/api/properties/:id/requirements',
  operationId: 'listPropertyRequirements',
  summary: "The network's requirements a listing matches (the listing's owner only; never a client note)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  query: z.strictObject({ page: pageNumberSchema, page_size: pageSizeSchema.optional() }),
  status: 200,
  response: propertyRequirementListSchema,
});

export const parseRequirement = defineEndpoint({
  method: 'POST',
  path: '/api/quick-entry/parse-requirement',
  operationId: 'parseRequirement',
  summary: "A pasted requirement's fields (the same parser the form runs in the browser)",
  tags: ['quick-entry'],
  access: 'user',
  body: parseRequirementInputSchema,
  status: 200,
  response: parsedRequirementSchema,
});
