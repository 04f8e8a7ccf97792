// Routes of the visits slice: the four API operations and the CSV (contracts in
// src/shared/api/project-visits.ts), and the public slip page /visit-slip/:code.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/project-visits.ts';
import {
  VISIT_CODE_ALPHABET,
  VISIT_CODE_LENGTH,
  VISIT_MESSAGES,
} from '#shared/schemas/project-visits.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import {
  cities,
  profiles,
  projectRegistrations,
  projects,
  projectVisits,
} from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { findVisibleProject } from '../project-queries';
import { registrationsCsv, registrationsCsvName } from './export-service';
import { clientFirstName, renderMissingSlip, renderSlipPage, SLIP_PAGE_CSP } from './slip-page';
import { bookRegistration, bookVisit, checkIn, movePayout } from './visit-service';
import { slipPath } from './progress';

const SLIP_CODE = new RegExp(`^[${VISIT_CODE_ALPHABET}]{${VISIT_CODE_LENGTH}}$`);

export const visitRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const projectId = (id: string) => requireUuid(id, PROJECT_MESSAGES.notFound);

  registerEndpoint(app, api.bookProjectVisit, {
    handler: async (request, reply) => {
      const visit = await bookVisit(
        ctx,
        callerOf(request),
        request.params.id,
        request.body.scheduled_at,
      );
      reply.status(201);
      return visit;
    },
  });

  // A marketer types codes; 30 a minute is ample at a site and bounds guessing.
  registerEndpoint(app, api.checkInProjectVisit, {
    config: { rateLimit: authRateLimit(ctx, 30) },
    handler: async (request) =>
      checkIn(
        ctx,
        callerOf(request),
        projectId(request.params.id),
        request.body.code,
      ),
  });

  registerEndpoint(app, api.bookProjectRegistration, {
    handler: async (request, reply) => {
      const registration = await bookRegistration(
        ctx,
        callerOf(request),
        request.params.id,
        { unit_id: request.body.unit_id, unit_label: request.body.unit_label ?? '' },
      );
      reply.status(201);
      return registration;
    },
  });

  registerEndpoint(app, api.moveProjectPayout, {
    handler: async (request) =>
      movePayout(ctx, callerOf(request), request.params.id, request.body.stage),
  });

  registerEndpoint(app, api.exportProjectRegistrations, {
    handler: async (request, reply) => {
      const viewer = callerOf(request);
      const found = await findVisibleProject(ctx.db, viewer, projectId(request.params.id));
      if (!found) throw notFound(PROJECT_MESSAGES.notFound);
      // The phones are the marketer's alone: a broker or an admin who sees the project gets 403.
      if (found.project.marketerId !== viewer.id) throw forbidden(VISIT_MESSAGES.marketerOnly);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${registrationsCsvName(found.project.name)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(registrationsCsv(ctx.db, found.project.id));
    },
  });

  app.get<{ Params: { code: string } }>(
    '/visit-slip/:code',
    {
      config: { access: 'public' as const, rateLimit: authRateLimit(ctx, 30) },
      schema: { hide: true },
    },
    async (request, reply) => {
      reply
        .header('content-security-policy', SLIP_PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      const code = request.params.code.toUpperCase();
      const [row] = SLIP_CODE.test(code)
        ? await ctx.db
            .select({
              visit: projectVisits,
              projectName: projects.name,
              area: projects.area,
              city: cities.name,
              clientName: projectRegistrations.clientName,
              brokerName: profiles.fullName,
              brokerPhone: profiles.phone,
            })
            .from(projectVisits)
            .innerJoin(projects, eq(projects.id, projectVisits.projectId))
            .innerJoin(cities, eq(cities.id, projects.cityId))
            .innerJoin(
              projectRegistrations,
              eq(projectRegistrations.id, projectVisits.registrationId),
            )
            .innerJoin(profiles, eq(profiles.id, projectVisits.brokerId))
            .where(eq(projectVisits.code, code))
        : [];
      if (!row) return reply.status(404).send(renderMissingSlip(VISIT_MESSAGES.slipNotFound));
      return reply.send(
        await renderSlipPage({
          projectName: row.projectName,
          projectPlace: [row.area, row.city].filter(Boolean).join(', '),
          scheduledAt: row.visit.scheduledAt,
          done: row.visit.status === 'done',
          brokerName: row.brokerName,
          brokerPhone: row.brokerPhone,
          clientFirstName: clientFirstName(row.clientName),
          code: row.visit.code,
          url: new URL(slipPath(row.visit.code), ctx.config.publicUrl).toString(),
        }),
      );
    },
  );
};
