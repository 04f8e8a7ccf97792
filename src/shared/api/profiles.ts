// /api/profiles/me: the caller's own profile, its company and its photo.
import { ownProfileSchema, updateProfileInputSchema } from '../schemas/profiles';
import { defineEndpoint } from './define-endpoint';

const tags = ['profiles'];

export const getOwnProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profiles/me',
  operationId: 'getOwnProfile',
  summary: "The caller's own profile, with their company",
  tags,
  access: 'user',
  status: 200,
  response: ownProfileSchema,
});

export const updateOwnProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/profiles/me',
  operationId: 'updateOwnProfile',
  summary: "Change the caller's own profile and company",
  tags,
  access: 'user',
  body: updateProfileInputSchema,
  status: 200,
  response: ownProfileSchema,
});

export const replaceAvatar = defineEndpoint({
  method: 'PUT',
  path: '/api/profiles/me/avatar',
  operationId: 'replaceAvatar',
  summary: "Set the caller's profile photo (re-encoded to a square WebP)",
  tags,
  access: 'user',
  multipart: 'Multipart with one image file named `avatar`.',
  status: 200,
  response: ownProfileSchema,
});

export const removeAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/api/profiles/me/avatar',
  operationId: 'removeAvatar',
  summary: "Remove the caller's profile photo; the profile without it",
  tags,
  access: 'user',
  status: 200,
  response: ownProfileSchema,
});
