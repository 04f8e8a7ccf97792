// Sending invitations is limited per broker (20 an hour) and per client IP (60 an
// hour), both at once, shared by send and resend (decision 012). Generating WhatsApp
// messages has limits of its own, per broker (40 an hour) and per IP (120 an hour;
// decision 026). Mails stay in the outbox here (no SMTP_URL), so the sends stay quick.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import { invitations, whatsappOutbound } from '#server/db/schema.ts';
import {
  INVITE_RATE_LIMITS,
  WHATSAPP_RATE_LIMITS,
} from '#server/features/invitations/invite-rate-limit.ts';
import {
  inviteeEmail,
  postInvitation,
  postResend,
  postWhatsapp,
  sendInvitation,
} from '../helpers/invitations';
import {
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

const IP1 = '198.51.100.20';
const IP2 = '198.51.100.21';
const IP3 = '198.51.100.22';
const IP4 = '198.51.100.23';
const PER_BROKER = INVITE_RATE_LIMITS.perBroker.max;
const PER_IP = INVITE_RATE_LIMITS.perIp.max;

let t: TestApp;
let a: SignedIn;
let b: SignedIn;
let c: SignedIn;
let founder: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
  founder = await ensureFounder(t);
  a = await registerBroker(t, { name: 'Broker A' });
  b = await registerBroker(t, { name: 'Broker B' });
  c = await registerBroker(t, { name: 'Broker C' });
});
afterAll(async () => t.close());

const send = (as: SignedIn, ip: string) =>
  postInvitation(t, as, { email: inviteeEmail('rl'), message: 'Join' }, ip);

async function sendMany(as: SignedIn, ip: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await send(as, ip);
    expect(res.statusCode, `send ${i + 1} of ${n}: ${res.body}`).toBe(201);
    ids.push(res.json<{ id: string }>().id);
  }
  return ids;
}

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(errorOf(res)).toEqual({
    error: 'rate_limited',
    message: INVITE_MESSAGES.rateLimited(retryAfter),
  });
  expect(errorOf(res).message).toMatch(
    /^You have sent too many invitations\. Please wait \d+ minutes and try again\.$/,
  );
}

describe('invitation rate limits', () => {
  it('a validation error does not count', async () => {
    for (let i = 0; i < PER_BROKER + 2; i++) {
      const res = await postInvitation(t, a, { email: 'nope', message: 'x' }, IP2);
      expect(res.statusCode).toBe(400);
    }
  });

  it('per broker: the 21st send in an hour is refused, from any IP, and resend shares the budget', async () => {
    const ids = await sendMany(a, IP1, PER_BROKER);
    const rows = await countRows(t, invitations);
    expectLimited(await send(a, IP1));
    expectLimited(await send(a, IP2));
    expectLimited(await postResend(t, a, ids[0] ?? ''));
    expect(await countRows(t, invitations)).toBe(rows);
  });

  it('per IP: other brokers behind the same address share 60 an hour; another address is not affected', async () => {
    // IP1 has counted A's 20 sends and 1 refused attempt.
    await sendMany(b, IP1, PER_BROKER);
    await sendMany(c, IP1, PER_IP - 2 * PER_BROKER - 1);
    // C is within its own limit, but IP1 is spent.
    expectLimited(await send(c, IP1));
    const fromElsewhere = await send(founder, IP2);
    expect(fromElsewhere.statusCode, fromElsewhere.body).toBe(201);
  });
});

describe('WhatsApp message limits', () => {
  const WA_PER_BROKER = WHATSAPP_RATE_LIMITS.perBroker.max;
  const WA_PER_IP = WHATSAPP_RATE_LIMITS.perIp.max;

  function expectWhatsappLimited(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(errorOf(res)).toEqual({
      error: 'rate_limited',
      message: INVITE_MESSAGES.whatsappRateLimited(retryAfter),
    });
    expect(errorOf(res).message).toMatch(
      /^You have generated too many WhatsApp messages\. Please wait \d+ minutes and try again\.$/,
    );
  }

  async function generate(as: SignedIn, id: string, ip: string, n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const res = await postWhatsapp(t, as, id, ip);
      expect(res.statusCode, `message ${i + 1} of ${n}: ${res.body}`).toBe(201);
    }
  }

  it('per broker and per IP, counted apart from sending; a refused call records nothing', async () => {
    // Fresh brokers: their send budget is not what is measured here.
    const d = await registerBroker(t, { name: 'Broker D' });
    const e = await registerBroker(t, { name: 'Broker E' });
    const f = await registerBroker(t, { name: 'Broker F' });
    const [forD, forE, forF] = [
      await sendInvitation(t, d, { email: inviteeEmail('wa') }),
      await sendInvitation(t, e, { email: inviteeEmail('wa') }),
      await sendInvitation(t, f, { email: inviteeEmail('wa') }),
    ];
    await generate(d, forD.id, IP3, WA_PER_BROKER);
    const rows = await countRows(t, whatsappOutbound);
    expectWhatsappLimited(await postWhatsapp(t, d, forD.id, IP3));
    expectWhatsappLimited(await postWhatsapp(t, d, forD.id, IP4));
    expect(await countRows(t, whatsappOutbound)).toBe(rows);

    // IP3 has counted D's 41 calls; E and F share what is left of its 120.
    await generate(e, forE.id, IP3, WA_PER_BROKER);
    await generate(f, forF.id, IP3, WA_PER_IP - 2 * WA_PER_BROKER - 1);
    expectWhatsappLimited(await postWhatsapp(t, f, forF.id, IP3));
    // Another address is not affected, and sending is a separate budget.
    const g = await registerBroker(t, { name: 'Broker G' });
    const forG = await sendInvitation(t, g, { email: inviteeEmail('wa') });
    expect((await postWhatsapp(t, g, forG.id, IP4)).statusCode).toBe(201);
    const sent = await postInvitation(t, f, { email: inviteeEmail('wa'), message: 'Join' }, IP4);
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
