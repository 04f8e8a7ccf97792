// /sign/:token and its three forms (code, sign, decline), posted as plain HTML forms and
// answered with the page again: the same services as /api/signing/:token, so the page
// and the API cannot disagree. A refusal re-renders the page with its message and status.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument } from '#shared/agreements/build-agreement-document.ts';
import {
  AGREEMENT_MESSAGES,
  declineAgreementSchema,
  signAgreementSchema,
  signingCodeRequestSchema,
} from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { canSendSms } from '#server/lib/sms.ts';
import { authRateLimit } from '#server/plugins/rate-limits.ts';
import { originOf } from './agreement-events';
import { maskEmail, maskPhone } from './mask-contact';
import { SIGNATURE_PAD_PATH, SIGNATURE_PAD_SCRIPT } from './signature-pad-script';
import { DEAD_LINK_VIEW, renderSigningPage, SIGNING_PAGE_CSP, type SigningView } from './signing-page';
import {
  declineAsClient,
  markSigningLinkViewed,
  openSigningLink,
  requestSigningCode,
  signAsClient,
  type SigningLink,
} from './signing-service';

/**
 * Chat apps fetch a pasted link to draw its preview (WhatsApp as soon as the broker
 * sends it): that fetch must not tell the broker the client opened it.
 */
const PREVIEW_BOTS = /whatsapp|facebookexternalhit|facebot|telegrambot|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|applebot/i;
export const isLinkPreviewBot = (userAgent: string | null) => !!userAgent && PREVIEW_BOTS.test(userAgent);

type TokenRequest = FastifyRequest<{ Params: { token: string }; Body?: Record<string, string> }>;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
// Room for a drawn signature's PNG as a data URL, form-encoded.
const FORM_BODY_LIMIT = 160 * 1024;

function send(reply: FastifyReply, status: number, view: SigningView, token: string) {
  return reply
    .status(status)
    .header('content-security-policy', SIGNING_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderSigningPage(view, token));
}

export const signingPageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function openView(link: SigningLink, extra: Partial<Extract<SigningView, { kind: 'open' }>> = {}): SigningView {
    const facts = link.agreement.documentFacts as AgreementDocumentFacts;
    const { signer } = link;
    const emailTo = signer.email ? maskEmail(signer.email) : null;
    const smsTo = signer.phone && canSendSms(ctx) ? maskPhone(signer.phone) : null;
    const codeLive = !!signer.codeHash && !!signer.codeExpiresAt && signer.codeExpiresAt.getTime() > Date.now();
    return {
      kind: 'open',
      document: buildAgreementDocument(facts),
      language: facts.language,
      brokerName: facts.broker.name,
      signerName: signer.name,
      emailTo,
      smsTo,
      codeSentTo: codeLive ? (emailTo ?? smsTo) : null,
      ...extra,
    };
  }

  /** Runs a step; a refusal shows the page again (or the dead-link page) with its message. */
  async function step(request: TokenRequest, reply: FastifyReply, run: (token: string) => Promise<SigningView>) {
    const { token } = request.params;
    if (!TOKEN.test(token)) return send(reply, 404, DEAD_LINK_VIEW, token);
    try {
      return send(reply, 200, await run(token), token);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const link = await openSigningLink(ctx, token).catch(() => undefined);
      if (!link || link.signer.lockedAt) {
        return send(reply, error.statusCode, { kind: 'dead', message: error.message }, token);
      }
      return send(reply, error.statusCode, openView(link, { notice: { tone: 'err', text: error.message }, typedName: request.body?.full_name }), token);
    }
  }

  const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? AGREEMENT_MESSAGES.codeWrong;
  const invalid = (message: string) => new HttpError(400, 'bad_request', message);
  const page = { config: { access: 'public' as const }, schema: { hide: true } };
  const limited = { config: { access: 'public' as const, rateLimit: authRateLimit(ctx, 10) }, schema: { hide: true } };

  app.get(SIGNATURE_PAD_PATH, { config: { access: 'public' as const }, schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(SIGNATURE_PAD_SCRIPT),
  );

  // No HEAD twin, and a chat app's link preview is not the client opening it.
  app.get<{ Params: { token: string } }>('/sign/:token', { ...page, exposeHeadRoute: false }, (request, reply) =>
    step(request, reply, async (token) => {
      const link = await openSigningLink(ctx, token);
      const origin = originOf(request);
      if (!isLinkPreviewBot(origin.userAgent)) await markSigningLinkViewed(ctx, link, origin);
      if (link.signer.lockedAt) return { kind: 'dead', message: AGREEMENT_MESSAGES.linkLocked };
      return openView(link);
    }),
  );

  app.post<{ Params: { token: string }; Body: Record<string, string> }>('/sign/:token/code', limited, (request, reply) =>
    step(request, reply, async (token) => {
      const parsed = signingCodeRequestSchema.safeParse({ channel: request.body?.channel });
      if (!parsed.success) throw invalid(firstIssue(parsed.error));
      const sent = await requestSigningCode(ctx, token, parsed.data.channel, originOf(request));
      const link = await openSigningLink(ctx, token);
      return openView(link, { codeSentTo: sent.sent_to, notice: { tone: 'ok', text: `${sent.message} to ${sent.sent_to}` } });
    }),
  );

  app.post<{ Params: { token: string }; Body: Record<string, string> }>('/sign/:token/sign', limited, (request, reply) =>
    step(request, reply, async (token) => {
      if (request.body?.agree !== 'yes') throw invalid('Tick the box to say you have read the agreement');
      const drawn = request.body.drawn_signature;
      const parsed = signAgreementSchema.safeParse({
        full_name: request.body.full_name ?? '',
        code: request.body.code ?? '',
        ...(drawn ? { drawn_signature: drawn } : {}),
      });
      if (!parsed.success) throw invalid(firstIssue(parsed.error));
      const result = await signAsClient(ctx, token, parsed.data, originOf(request));
      return {
        kind: 'done',
        title: 'Signed',
        message: result.message,
        detail:
          result.status === 'executed'
            ? 'Every party has signed. The signed PDF with its audit certificate will reach you by e-mail in a moment.'
            : 'Your signature is recorded. You will get the signed PDF once every party has signed.',
      };
    }),
  );

  app.post<{ Params: { token: string }; Body: Record<string, string> }>('/sign/:token/decline', limited, (request, reply) =>
    step(request, reply, async (token) => {
      const parsed = declineAgreementSchema.safeParse({ reason: request.body?.reason ?? '' });
      if (!parsed.success) throw invalid(firstIssue(parsed.error));
      const result = await declineAsClient(ctx, token, parsed.data.reason, originOf(request));
      return { kind: 'done', title: 'Declined', message: result.message, detail: 'Your broker has been told. This link no longer works.' };
    }),
  );
};
