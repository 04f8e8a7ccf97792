// Thin HTTP layer for /api/agreements, the client's /api/signing/:token and the public
// /api/verify-agreement (contracts in src/shared/api/agreements.ts): who is asking, read
// the input, call the service, present.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/agreements.ts';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { sendDownload } from '#server/lib/send-download.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { originOf } from './agreement-events';
import { agreementPdfName } from './finalize-agreement-job';
import { listAgreements, openAgreementPdf, verifyAgreementHash } from './read-service';
import { cancelAgreement, renewAgreementLink, sendAgreement } from './send-service';
import { declineAsClient, requestSigningCode, signAsClient } from './signing-service';
import { declineAsMember, markViewedByMember, signAsMember } from './member-signing-service';
import { createAgreement, deleteDraft, loadOwnAgreement, loadPartyAgreement, presentOne, updateAgreement } from './write-service';

export const agreementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A malformed id names no agreement: 404, like one of someone else's.
  const agreementId = (id: string) => requireUuid(id, AGREEMENT_MESSAGES.notFound);
  /** Changes: the drafter's alone. */
  const own = async (request: Parameters<typeof callerOf>[0], id: string) => {
    const viewer = callerOf(request);
    return { viewer, row: await loadOwnAgreement(ctx, viewer, agreementId(id)) };
  };
  /** Reading and signing in the app: any member party. */
  const party = async (request: Parameters<typeof callerOf>[0], id: string) => {
    const viewer = callerOf(request);
    return { viewer, row: await loadPartyAgreement(ctx, viewer, agreementId(id)) };
  };

  registerEndpoint(app, api.createAgreement, {
    handler: async (request) => createAgreement(ctx, callerOf(request), request.body, originOf(request)),
  });

  registerEndpoint(app, api.listAgreements, {
    handler: async (request) => listAgreements(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, api.getAgreement, {
    handler: async (request) => {
      const { viewer, row } = await party(request, request.params.id);
      // The listing broker's first look is the 'viewed' step: present the row as it is after it.
      const viewed = await markViewedByMember(ctx, viewer, row, originOf(request));
      return presentOne(ctx.db, viewer, viewed ? await loadPartyAgreement(ctx, viewer, row.id) : row);
    },
  });

  registerEndpoint(app, api.updateAgreement, {
    handler: async (request) => {
      const { viewer, row } = await own(request, request.params.id);
      return updateAgreement(ctx, viewer, row, request.body, originOf(request));
    },
  });

  registerEndpoint(app, api.deleteAgreement, {
    handler: async (request, reply) => {
      await deleteDraft(ctx, (await own(request, request.params.id)).row);
      return reply.status(204).send();
    },
  });

  registerEndpoint(app, api.sendAgreement, {
    // The password is checked again here: limited like sign-in.
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => {
      const { viewer, row } = await own(request, request.params.id);
      return sendAgreement(ctx, viewer, row, request.body, originOf(request));
    },
  });

  registerEndpoint(app, api.signAgreementAsMember, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => {
      const { viewer, row } = await party(request, request.params.id);
      await signAsMember(ctx, viewer, row, request.body, originOf(request));
      return presentOne(ctx.db, viewer, await loadPartyAgreement(ctx, viewer, row.id));
    },
  });

  registerEndpoint(app, api.declineAgreementAsMember, {
    handler: async (request) => {
      const { viewer, row } = await party(request, request.params.id);
      await declineAsMember(ctx, viewer, row, request.body.reason, originOf(request));
      return presentOne(ctx.db, viewer, await loadPartyAgreement(ctx, viewer, row.id));
    },
  });

  registerEndpoint(app, api.renewAgreementLink, {
    handler: async (request) => {
      const { viewer, row } = await own(request, request.params.id);
      return renewAgreementLink(ctx, viewer, row, originOf(request));
    },
  });

  registerEndpoint(app, api.cancelAgreement, {
    handler: async (request) => {
      const { viewer, row } = await own(request, request.params.id);
      return cancelAgreement(ctx, viewer, row, originOf(request));
    },
  });

  registerEndpoint(app, api.downloadAgreementPdf, {
    handler: async (request, reply) => {
      const { row } = await party(request, request.params.id);
      const file = await openAgreementPdf(ctx, row);
      return sendDownload(reply, file, {
        contentType: api.downloadAgreementPdf.file,
        filename: agreementPdfName(row.id),
        cacheControl: 'private, no-store',
      });
    },
  });

  // The client's link: guessing at codes or tokens is limited per address as sign-in is,
  // and per link by the code budget and the lock (signing-service.ts).
  registerEndpoint(app, api.requestSigningCode, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => requestSigningCode(ctx, request.params.token, request.body.channel, originOf(request)),
  });

  registerEndpoint(app, api.signAgreement, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => signAsClient(ctx, request.params.token, request.body, originOf(request)),
  });

  registerEndpoint(app, api.declineAgreement, {
    config: { rateLimit: authRateLimit(ctx, 10) },
    handler: async (request) => declineAsClient(ctx, request.params.token, request.body.reason, originOf(request)),
  });

  registerEndpoint(app, api.verifyAgreement, {
    config: { rateLimit: authRateLimit(ctx, 30) },
    handler: async (request) => verifyAgreementHash(ctx.db, request.body),
  });
};
