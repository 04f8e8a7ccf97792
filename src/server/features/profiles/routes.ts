import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { ownProfileSchema } from '../../../shared/schemas/profiles';
import type { AppContext } from '../../app-context';
import { profiles } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { presentOwnProfile } from './presenter';

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/me', {
    config: { access: 'user' },
    schema: { tags: ['profiles'], response: { 200: ownProfileSchema, 401: errorResponseSchema, 404: errorResponseSchema } },
    handler: async (request) => {
      const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, requireAuth(request).sub));
      if (!row) throw notFound('Profile not found');
      return presentOwnProfile(row);
    },
  });
};
