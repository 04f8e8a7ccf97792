import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownProfileSchema,
  PROFILE_MESSAGES,
  updateProfileInputSchema,
} from '../../../shared/schemas/profiles';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { requireAuth } from '../../plugins/route-access';
import { AVATAR_FIELD, removeAvatar, replaceAvatar } from './avatar-service';
import { presentOwnProfile } from './presenter';
import { loadProfile, updateOwnProfile, type ProfileWithCompany } from './profile-service';
import { errorResponses } from '../../lib/error-responses';


const present = ({ profile, company }: ProfileWithCompany) => presentOwnProfile(profile, company);

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/me', {
    config: { access: 'user' },
    schema: { tags: ['profiles'], response: { 200: ownProfileSchema, ...errorResponses } },
    handler: async (request) => present(await loadProfile(ctx.db, requireAuth(request).sub)),
  });

  app.put('/me', {
    config: { access: 'user' },
    schema: {
      tags: ['profiles'],
      body: updateProfileInputSchema,
      response: { 200: ownProfileSchema, ...errorResponses },
    },
    handler: async (request) =>
      present(await updateOwnProfile(ctx.db, requireAuth(request).sub, request.body)),
  });

  app.put('/me/avatar', {
    config: { access: 'user' },
    schema: {
      tags: ['profiles'],
      consumes: ['multipart/form-data'],
      description: 'Multipart with one image file named `avatar`.',
      response: { 200: ownProfileSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = requireAuth(request).sub;
      const form = await readMultipartForm(request, {
        fileField: AVATAR_FIELD,
        maxFiles: 1,
        tooManyFilesMessage: PROFILE_MESSAGES.avatarOne,
        textFields: [],
      });
      const [upload] = form.files;
      if (!upload) throw badRequest(PROFILE_MESSAGES.avatarMissing, AVATAR_FIELD);
      return present(await replaceAvatar(ctx, userId, upload));
    },
  });

  app.delete('/me/avatar', {
    config: { access: 'user' },
    schema: { tags: ['profiles'], response: { 200: ownProfileSchema, ...errorResponses } },
    handler: async (request) => present(await removeAvatar(ctx, requireAuth(request).sub)),
  });
};
