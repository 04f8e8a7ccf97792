// Thin HTTP layer for /api/profiles/me (contracts in src/shared/api/profiles.ts): the
// caller's own profile, its company and its photo.
import type { FastifyPluginAsync } from 'fastify';
import {
  getOwnProfile,
  removeAvatar as removeAvatarEndpoint,
  replaceAvatar as replaceAvatarEndpoint,
  updateOwnProfile as updateOwnProfileEndpoint,
} from '#shared/api/profiles.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import type { AppContext } from '#server/app-context.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { readMultipartForm } from '#server/lib/multipart-form.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { AVATAR_FIELD, removeAvatar, replaceAvatar } from './avatar-service';
import { presentOwnProfile } from './presenter';
import { loadProfile, updateOwnProfile, type ProfileWithCompany } from './profile-service';

const present = ({ profile, company }: ProfileWithCompany) => presentOwnProfile(profile, company);

export const profileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, getOwnProfile, {
    handler: async (request) => present(await loadProfile(ctx.db, requireAuth(request).sub)),
  });

  registerEndpoint(app, updateOwnProfileEndpoint, {
    handler: async (request) =>
      present(await updateOwnProfile(ctx.db, requireAuth(request).sub, request.body)),
  });

  registerEndpoint(app, replaceAvatarEndpoint, {
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

  registerEndpoint(app, removeAvatarEndpoint, {
    handler: async (request) => present(await removeAvatar(ctx, requireAuth(request).sub)),
  });
};
