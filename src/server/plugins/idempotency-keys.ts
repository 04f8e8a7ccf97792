// The Idempotency-Key header on the creates whose contract says `idempotent: true`
// (decision 045). One plugin for all of them: the key is checked before validation, a
// JSON request is claimed before its handler (and before its write quota, so a replay
// spends none), a multipart one once its form is read (lib/multipart-form.ts); the
// answer settles the key in onSend, before the client can see it and retry.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '#shared/api/idempotency-key.ts';
import type { Db } from '../db/open';
import { badRequest, HttpError } from '../lib/http-errors';
import {
  claimIdempotencyKey,
  fingerprintJson,
  releaseIdempotencyKey,
  settleIdempotencyKey,
  type StoredAnswer,
} from '../lib/idempotency-keys';

type KeyedRequestState = {
  userId: string;
  key: string;
  route: string;
  /**
   * Claims the key for this request's fingerprint: resolves to nothing when the request
   * may run, to the stored answer to replay, or throws the 409/422 refusal.
   */
  claim: (fingerprint: string) => Promise<StoredAnswer | undefined>;
  claimed: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key of this request, when its operation takes one and it sent one. */
    idempotency: KeyedRequestState | null;
  }
}

/** Thrown where a multipart form is read and its key finds a stored answer: the error handler replays it. */
export class StoredAnswerReplay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('replaying the stored answer of an Idempotency-Key');
    this.name = 'StoredAnswerReplay';
  }
}

/** Sends a stored answer as it was (already serialized once), marked as a replay. */
export function sendStoredAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply
    .status(answer.status)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(answer.body ?? null));
}

function readKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.malformed, IDEMPOTENCY_KEY_HEADER);
  }
  return value;
}

export const idempotencyKeysPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('idempotency', null);
    const fingerprints = new WeakMap<FastifyRequest, string>();

    // Before validation: a bad key is named even when the body is bad too, and the JSON
    // body is fingerprinted as sent (before the schema strips or fills anything).
    app.addHook('preValidation', async (request) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint?.idempotent || !request.auth) return;
      const key = readKey(request);
      if (key === undefined) return;
      const owner = { userId: request.auth.sub, key, route: `${endpoint.method} ${endpoint.path}` };
      const state: KeyedRequestState = {
        ...owner,
        claimed: false,
        claim: async (fingerprint) => {
          if (state.claimed) return undefined;
          const result = await claimIdempotencyKey(db, { ...owner, fingerprint });
          switch (result.outcome) {
            case 'claimed':
              state.claimed = true;
              return undefined;
            case 'replay':
              return result.answer;
            case 'in_progress':
              throw new HttpError(409, IDEMPOTENCY_ERROR_CODES.inProgress, IDEMPOTENCY_MESSAGES.inProgress, IDEMPOTENCY_KEY_HEADER, {
                'retry-after': '1',
              });
            case 'mismatch':
              throw new HttpError(422, IDEMPOTENCY_ERROR_CODES.mismatch, IDEMPOTENCY_MESSAGES.mismatch, IDEMPOTENCY_KEY_HEADER);
          }
        },
      };
      request.idempotency = state;
      if (!endpoint.multipart) fingerprints.set(request, fingerprintJson(request.body));
    });

    // A JSON request is claimed once valid, before its quota and its handler.
    app.addHook('preHandler', async (request, reply) => {
      const fingerprint = fingerprints.get(request);
      if (!request.idempotency || fingerprint === undefined) return;
      const stored = await request.idempotency.claim(fingerprint);
      if (stored) return sendStoredAnswer(reply, stored);
    });

    // Settled before the answer leaves: a success is kept for the retries; anything else
    // (a refusal wrote nothing, a failure may have written nothing) frees the key.
    app.addHook('onSend', async (request, reply, payload) => {
      await settle(request, reply.statusCode, payload);
      return payload;
    });
    // Only if onSend never ran for it (an error while sending): never leave a claim behind.
    app.addHook('onResponse', async (request, reply) => {
      await settle(request, reply.statusCode >= 400 ? reply.statusCode : 500, undefined);
    });

    async function settle(request: FastifyRequest, status: number, payload: unknown): Promise<void> {
      const state = request.idempotency;
      if (!state?.claimed) return;
      state.claimed = false;
      try {
        if (status >= 200 && status < 300 && typeof payload === 'string') {
          await settleIdempotencyKey(db, state, { status, body: payload === '' ? null : JSON.parse(payload) });
        } else {
          await releaseIdempotencyKey(db, state);
        }
      } catch (error) {
        // The answer still goes out; the key stays in progress until it counts as
        // abandoned (lib/idempotency-keys.ts). Not the error itself: a failed query's
        // message carries its parameters, and the stored body must never reach the log.
        const code = (error as { code?: unknown } | null)?.code;
        request.log.error({ route: state.route, code }, 'could not settle an Idempotency-Key');
      }
    }
  },
  { name: 'idempotency-keys' },
);
