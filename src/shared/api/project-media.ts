// A project's photos and brochure (issue 21): the marketer (or an admin) adds photos through
// the listings' image pipeline, at most PROJECT_IMAGES_MAX, removes one, and uploads,
// replaces or removes one PDF brochure; whoever sees the project downloads the brochure
// under its original name (and anyone, signed out, that of a Public project).
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import { projectSchema, removeProjectImageQuerySchema } from '../schemas/projects';
import { defineEndpoint } from './define-endpoint';

const tags = ['projects'];

export const addProjectImages = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/images',
  operationId: 'addProjectImages',
  summary: "Add photos to a project, after its others (the marketer or an admin; 10 at most in all)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  multipart:
    'Multipart: `images` = photo files (JPEG, PNG, WebP or AVIF, 5MB each). A request that would take the project past 10 photos is refused whole.',
  status: 200,
  response: projectSchema,
});

export const removeProjectImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/projects/:id/images',
  operationId: 'removeProjectImage',
  summary: "Remove one of a project's photos, by its URL (the marketer or an admin); the others keep their order",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  query: removeProjectImageQuerySchema,
  status: 200,
  response: projectSchema,
});

export const putProjectBrochure = defineEndpoint({
  method: 'PUT',
  path: '/api/projects/:id/brochure',
  operationId: 'putProjectBrochure',
  summary: "Upload or replace a project's brochure, one PDF of at most 10 MB (the marketer or an admin)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  multipart: 'Multipart: `brochure` = one PDF file (checked by its bytes), at most 10 MB.',
  status: 200,
  response: projectSchema,
});

export const removeProjectBrochure = defineEndpoint({
  method: 'DELETE',
  path: '/api/projects/:id/brochure',
  operationId: 'removeProjectBrochure',
  summary: "Remove a project's brochure (the marketer or an admin)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: projectSchema,
});

export const downloadProjectBrochure = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/brochure',
  operationId: 'downloadProjectBrochure',
  summary:
    "A project's brochure as a PDF download under its original name (whoever sees the project; signed out, a Public project's)",
  tags,
  // Public so the public project page can link to it; the handler applies the project's
  // visibility to the caller (a signed-out reader sees Public projects only).
  access: 'public',
  params: looseIdParamSchema,
  status: 200,
  file: 'application/pdf',
  noHead: true,
  response: z.string().meta({ format: 'binary' }),
});
