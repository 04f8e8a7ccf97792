// /api/projects (issue 21): projects marketed through the network, and the clients brokers
// register for them. A project is seen by the listing rule (Network Only, All, Public), its
// marketer and admins; a registration only by its broker and the project's marketer.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
  registrationInputSchema,
  registrationListQuerySchema,
  registrationListSchema,
  registrationSchema,
} from '../schemas/projects';
import { defineEndpoint } from './define-endpoint';

const tags = ['projects'];

export const createProject = defineEndpoint({
  method: 'POST',
  path: '/api/projects',
  operationId: 'createProject',
  summary: 'Publish a project; the caller becomes its marketer',
  tags,
  access: 'user',
  body: projectInputSchema,
  status: 201,
  response: projectSchema,
});

export const listProjects = defineEndpoint({
  method: 'GET',
  path: '/api/projects',
  operationId: 'listProjects',
  summary:
    'Projects the caller markets (scope=mine) or others open to them (scope=open), newest first',
  tags,
  access: 'user',
  query: projectListQuerySchema,
  status: 200,
  response: projectListSchema,
});

export const getProject = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id',
  operationId: 'getProject',
  summary: 'One project the caller may see (404 for one they may not)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: projectSchema,
});

export const updateProject = defineEndpoint({
  method: 'PUT',
  path: '/api/projects/:id',
  operationId: 'updateProject',
  summary:
    'Change a project (its marketer, or an admin, who alone may reassign it with marketer_id); fields left out are kept',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: projectUpdateSchema,
  status: 200,
  response: projectSchema,
});

export const deleteProject = defineEndpoint({
  method: 'DELETE',
  path: '/api/projects/:id',
  operationId: 'deleteProject',
  summary: 'Delete a project and its registrations (its marketer only)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const registerProjectClient = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/registrations',
  operationId: 'registerProjectClient',
  summary:
    "Register a client for a project: the first registration of a phone protects it for the project's window; while it holds, another is refused (409) with the first's date only",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: registrationInputSchema,
  status: 201,
  response: registrationSchema,
});

export const listProjectRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/registrations',
  operationId: 'listProjectRegistrations',
  summary:
    "A project's registrations: every one for its marketer, the caller's own for a broker; newest first",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  query: registrationListQuerySchema,
  status: 200,
  response: registrationListSchema,
});

export const listMyRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/projects/registrations/mine',
  operationId: 'listMyRegistrations',
  summary:
    "The caller's registered clients across projects, with each project's name; newest first",
  tags,
  access: 'user',
  query: registrationListQuerySchema,
  status: 200,
  response: registrationListSchema,
});
