// Agreements (issue 20), the seller-to-broker mandate: drafting with its checks, the
// lifecycle from each side (the broker, the client's link, outsiders refused), the link's
// single use and death (signed, declined, cancelled, expired, renewed), the code's
// rationing and lock, and the executed PDF with its stored SHA-256 and verification.
import { and, eq, sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { AGREEMENT_MESSAGES, SIGNING_CODE_MAX_ATTEMPTS, VERIFY_MESSAGES, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { agreementEvents, agreementSigners, agreements, mailOutbox, notifications } from '#server/db/schema.ts';
import { expireAgreements } from '#server/features/agreements/expire-agreements-job.ts';
import { remindUnsignedAgreements } from '#server/features/agreements/remind-unsigned.ts';
import { NO_ORIGIN } from '#server/features/agreements/agreement-events.ts';
import { sendAgreement } from '#server/features/agreements/send-service.ts';
import { loadOwnAgreement } from '#server/features/agreements/write-service.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories/brokers';
import { sha256Hex } from '#server/features/agreements/document/sha256.ts';
import {
  agreementCall,
  CLIENT,
  codeFromOutbox,
  draftMandate,
  mandateTerms,
  sendMandate,
  signAsTheClient,
  signingCall,
} from '../helpers/agreements';
import { test, testWithApp } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import type { TestApp } from '../helpers/test-app';

type Agreement = AgreementOfKind<'seller_to_broker'>;

const countRows = async (t: TestApp) => {
  const [a] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agreements);
  const [s] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agreementSigners);
  return { agreements: a?.n ?? 0, signers: s?.n ?? 0 };
};

describe('drafting', () => {
  test('a draft is saved with its terms; bad terms are refused with the field and change nothing', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    expect(draft).toMatchObject({ kind: 'seller_to_broker', status: 'draft', title: 'Listing mandate: Lake view 3 BHK', signers: [] });
    expect(draft.terms.owner_phone).toBe('9845012345');
    expect(draft.events.map((e) => e.type)).toEqual(['created']);

    const before = await countRows(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ owner_email: '', owner_phone: '' }, 'terms.owner_email', AGREEMENT_MESSAGES.contactRequired],
      [{ end_date: '2026-11-30' }, 'terms.end_date', AGREEMENT_MESSAGES.endBeforeStart],
      [{ end_date: '2029-12-31' }, 'terms.end_date', AGREEMENT_MESSAGES.tooLong],
      [{ commission_value: 12 }, 'terms.commission_value', AGREEMENT_MESSAGES.commissionPercent],
      [{ commission_basis: 'months_rent', commission_value: 4 }, 'terms.commission_value', AGREEMENT_MESSAGES.commissionMonths],
      [{ owner_phone: '12345' }, 'terms.owner_phone', AGREEMENT_MESSAGES.phone],
      [{ asking_price: -5 }, 'terms.asking_price', AGREEMENT_MESSAGES.askingPrice],
    ];
    for (const [change, field, message] of cases) {
      const res = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'seller_to_broker', terms: { ...draft.terms, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ message, field });
    }
    expect(await countRows(t)).toEqual(before);
  });

  test("another broker's listing is refused", async ({ t, broker, otherBroker }) => {
    const theirs = await mandateTerms(t, otherBroker);
    const res = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'seller_to_broker', terms: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.propertyNotYours, field: 'terms.property_id' });
  });

  test('only the drafting broker sees it; outsiders and visitors get nothing', async ({ t, broker, otherBroker, founder }) => {
    const draft = await draftMandate(t, broker);
    for (const who of [otherBroker, founder]) {
      expect((await agreementCall(t, who, 'GET', `/api/agreements/${draft.id}`)).statusCode).toBe(404);
      expect((await agreementCall(t, who, 'PUT', `/api/agreements/${draft.id}`, { kind: 'seller_to_broker', terms: draft.terms })).statusCode).toBe(404);
      expect((await agreementCall(t, who, 'POST', `/api/agreements/${draft.id}/send`, { password: 'x' })).statusCode).toBe(404);
      expect((await agreementCall(t, who, 'DELETE', `/api/agreements/${draft.id}`)).statusCode).toBe(404);
      const list = await agreementCall(t, who, 'GET', '/api/agreements');
      expect(list.json().items.map((a: Agreement) => a.id)).not.toContain(draft.id);
    }
    expect((await agreementCall(t, null, 'GET', `/api/agreements/${draft.id}`)).statusCode).toBe(401);
    expect((await agreementCall(t, broker, 'GET', '/api/agreements/not-an-id')).statusCode).toBe(404);
  });

  test('a draft changes and can be deleted; the list filters by kind and status, newest first', async ({ t, broker }) => {
    const first = await draftMandate(t, broker);
    const second = await draftMandate(t, broker);
    const changed = await agreementCall(t, broker, 'PUT', `/api/agreements/${first.id}`, { kind: 'seller_to_broker', terms: { ...first.terms, commission_value: 1.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Agreement>().terms.commission_value).toBe(1.5);
    expect(changed.json<Agreement>().events.map((e) => e.type)).toEqual(['created', 'updated']);
    const list = await agreementCall(t, broker, 'GET', '/api/agreements?kind=seller_to_broker&status=draft');
    expect(list.json().items.map((a: Agreement) => a.id)).toEqual([second.id, first.id]);
    expect(list.json().items[0].next_step).toBe('Draft: check the terms, then sign and send it to the owner');
    expect((await agreementCall(t, broker, 'GET', '/api/agreements?status=executed')).json().items).toEqual([]);
    expect((await agreementCall(t, broker, 'DELETE', `/api/agreements/${second.id}`)).statusCode).toBe(204);
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${second.id}`)).statusCode).toBe(404);
  });
});

describe('sending', () => {
  test('a draft changed after it was read is not sent with the old terms', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const viewer = { id: broker.id, isAdmin: false };
    const stale = await loadOwnAgreement(t.app.appContext, viewer, draft.id);
    const edit = await agreementCall(t, broker, 'PUT', `/api/agreements/${draft.id}`, { kind: 'seller_to_broker', terms: { ...draft.terms, commission_value: 1 } });
    expect(edit.statusCode, edit.body).toBe(200);
    await expect(sendAgreement(t.app.appContext, viewer, stale, { password: DEFAULT_PASSWORD }, NO_ORIGIN)).rejects.toMatchObject({
      statusCode: 409,
      message: AGREEMENT_MESSAGES.changedMeanwhile,
    });
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json()).toMatchObject({ status: 'draft', signers: [] });
    expect(((await sendMandate(t, broker, draft.id)).agreement as Agreement).terms.commission_value).toBe(1);
  });

  test('a wrong password sends nothing; the right one signs as the broker, freezes the document and mails the link', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const wrong = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/send`, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AGREEMENT_MESSAGES.passwordWrong, field: 'password' });
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json()).toMatchObject({ status: 'draft', signers: [] });

    const link = await sendMandate(t, broker, draft.id);
    expect(link.sign_url).toMatch(/^http:\/\/localhost:3000\/sign\/[A-Za-z0-9_-]{43}$/);
    expect(link.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(decodeURIComponent(link.whatsapp_url)).toContain(link.sign_url);
    expect(link.emailed).toBe(true);
    expect(link.agreement).toMatchObject({ status: 'sent', next_step: 'Waiting for the client to open the link since today' });
    expect(link.agreement.signers.map((s) => [s.role, !!s.signed_at])).toEqual([['broker', true], ['client', false]]);
    const [row] = await t.database.db.select().from(agreements).where(eq(agreements.id, draft.id));
    expect(row?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.expiresAt && row.sentAt ? Math.round((row.expiresAt.getTime() - row.sentAt.getTime()) / 86_400_000) : 0).toBe(14);
    // The token is stored only as its hash.
    const signers = await t.database.db.select().from(agreementSigners).where(eq(agreementSigners.agreementId, draft.id));
    expect(JSON.stringify(signers)).not.toContain(link.token);
    await t.app.jobs.runDue();
    const mail = await waitForMail(t, 'agreement_link');
    expect(mail.textBody).toContain(link.sign_url);

    const edit = await agreementCall(t, broker, 'PUT', `/api/agreements/${draft.id}`, { kind: 'seller_to_broker', terms: draft.terms });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(AGREEMENT_MESSAGES.notDraft);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/send`, { password: 'x' })).statusCode).toBe(409);
    expect((await agreementCall(t, broker, 'DELETE', `/api/agreements/${draft.id}`)).statusCode).toBe(409);
  });
});

async function waitForMail(t: TestApp, kind: string, to = CLIENT.email) {
  for (let i = 0; i < 50; i++) {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

describe("the client's link", () => {
  test('opening it shows the whole document, marks it viewed once and tells the broker', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    await t.app.inject({ method: 'GET', url: `/sign/${token}`, headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json().status).toBe('sent');
    const page = await t.app.inject({ method: 'GET', url: `/sign/${token}`, headers: { 'user-agent': 'Test Phone' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Lake view 3 BHK');
    expect(page.body).toContain('1,20,00,000');
    expect(page.body).toContain(AGREEMENT_MESSAGES.notLegalAdvice);
    expect(page.body).toContain('me***@example.com');
    await t.app.inject({ method: 'GET', url: `/sign/${token}` });
    // WhatsApp's preview of the link, fetched when the broker sent it, was not a view.
    const preview = await t.app.inject({ method: 'GET', url: `/sign/${token}`, headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    expect(preview.statusCode).toBe(200);
    const seen = await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`);
    expect(seen.json()).toMatchObject({ status: 'viewed' });
    expect(seen.json<Agreement>().events.filter((e) => e.type === 'viewed')).toHaveLength(1);
    const told = await notificationsOfType(t, broker, 'agreement');
    expect(told.map((n) => n.content.agreement_event)).toEqual(['viewed']);
    expect(JSON.stringify(told)).not.toContain(CLIENT.email);
    const [event] = await t.database.db.select().from(agreementEvents).where(and(eq(agreementEvents.agreementId, draft.id), eq(agreementEvents.type, 'viewed')));
    expect(event?.userAgent).toBe('Test Phone');
  });

  test('signing with the code executes it; the PDF is made, stored with its SHA-256, mailed and verifiable; the link dies', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    const signed = await signAsTheClient(t, token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ message: AGREEMENT_MESSAGES.signed, status: 'executed' });

    // Used once: the link is dead for every step.
    expect((await t.app.inject({ method: 'GET', url: `/sign/${token}` })).statusCode).toBe(404);
    expect((await signingCall(t, token, 'code', { channel: 'email' })).statusCode).toBe(404);
    expect((await signingCall(t, token, 'decline', {})).statusCode).toBe(404);

    await t.app.jobs.runDue();
    const done = (await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json<Agreement>();
    expect(done).toMatchObject({ status: 'executed', next_step: 'Executed: every party signed; the PDF is ready' });
    expect(done.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(done.events.map((e) => e.type)).toEqual(['created', 'signed', 'sent', 'code_sent', 'signed', 'executed']);
    const pdf = await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(pdf.rawPayload)).toBe(done.pdf_sha256);
    // The stored file is the parties' alone: the public media route does not serve it.
    const [stored] = await t.database.db.select({ key: agreements.pdfKey }).from(agreements).where(eq(agreements.id, draft.id));
    expect((await t.app.inject({ method: 'GET', url: `/media/${stored?.key}` })).statusCode).toBe(404);

    const verified = await agreementCall(t, null, 'POST', '/api/verify-agreement', { sha256: done.pdf_sha256 });
    expect(verified.json()).toMatchObject({ verified: true, message: VERIFY_MESSAGES.verified, agreement: { id: draft.id, signers: expect.arrayContaining([CLIENT.name]) } });
    const changed = Buffer.from(pdf.rawPayload);
    changed[changed.length - 10] = (changed[changed.length - 10]! + 1) % 256;
    const refused = await agreementCall(t, null, 'POST', '/api/verify-agreement', { sha256: sha256Hex(changed) });
    expect(refused.json()).toEqual({ verified: false, message: VERIFY_MESSAGES.notVerified, agreement: null });
    const otherId = await agreementCall(t, null, 'POST', '/api/verify-agreement', { sha256: done.pdf_sha256, agreement_id: '00000000-0000-4000-8000-000000000000' });
    expect(otherId.json().verified).toBe(false);

    const executedMail = await waitForMail(t, 'agreement_executed');
    expect(executedMail.textBody).toContain(done.pdf_sha256!);
    expect(executedMail.textBody).toContain(`agreement-${draft.id.slice(0, 8)}.pdf`);
    const told = await notificationsOfType(t, broker, 'agreement');
    expect(told.map((n) => n.content.agreement_event)).toEqual(['executed', 'signed']);
    // Someone else never gets the PDF.
    const [other] = await t.database.db.select({ ownerId: agreements.ownerId }).from(agreements).where(eq(agreements.id, draft.id));
    expect(other?.ownerId).toBe(broker.id);
  });

  test(`${SIGNING_CODE_MAX_ATTEMPTS} wrong codes lock the link; a new link from the broker works and the old one is dead`, async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    expect((await signingCall(t, token, 'sign', { full_name: CLIENT.name, code: '123456' })).json().message).toBe(AGREEMENT_MESSAGES.codeMissing);
    expect((await signingCall(t, token, 'code', { channel: 'email' })).statusCode).toBe(200);
    const code = await codeFromOutbox(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < SIGNING_CODE_MAX_ATTEMPTS; i++) {
      const res = await signingCall(t, token, 'sign', { full_name: CLIENT.name, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.codeWrong, field: 'code' });
    }
    const last = await signingCall(t, token, 'sign', { full_name: CLIENT.name, code: wrong });
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(AGREEMENT_MESSAGES.linkLocked);
    // Locked: even the right code does nothing now.
    expect((await signingCall(t, token, 'sign', { full_name: CLIENT.name, code })).statusCode).toBe(403);
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json().status).toBe('sent');

    // Nor does declining.
    expect((await signingCall(t, token, 'decline', {})).statusCode).toBe(403);
    await t.database.db.update(agreements).set({ expiresAt: sql`now() + interval '1 day'` }).where(eq(agreements.id, draft.id));
    const renewed = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/link`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().sign_url.split('/').pop() as string;
    expect(fresh).not.toBe(token);
    expect((await signingCall(t, token, 'code', { channel: 'email' })).statusCode).toBe(404);
    // A new link gets the full 14 days again.
    const [row] = await t.database.db.select({ expiresAt: agreements.expiresAt }).from(agreements).where(eq(agreements.id, draft.id));
    expect(Math.round(((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000)).toBe(14);
    expect((await signAsTheClient(t, fresh)).statusCode).toBe(200);
  });

  test('the typed name must be the signer named on the agreement', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    const res = await signAsTheClient(t, token, 'Somebody Else');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.signedNameMismatch, field: 'full_name' });
    const ok = await signingCall(t, token, 'sign', { full_name: '  meera   SHAH ', code: await codeFromOutbox(t) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  test('codes are rationed per link and hour', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    for (let i = 0; i < 5; i++) expect((await signingCall(t, token, 'code', { channel: 'email' })).statusCode).toBe(200);
    const sixth = await signingCall(t, token, 'code', { channel: 'email' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(AGREEMENT_MESSAGES.tooManyCodes);
  });

  test('declining ends it, kills the link and tells the broker', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    const res = await signingCall(t, token, 'decline', { reason: 'Found a buyer myself' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AGREEMENT_MESSAGES.declined, status: 'declined' });
    expect((await signingCall(t, token, 'code', { channel: 'email' })).statusCode).toBe(404);
    const now = (await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json<Agreement>();
    expect(now).toMatchObject({ status: 'declined', next_step: `Declined by ${CLIENT.name}` });
    expect((await notificationsOfType(t, broker, 'agreement')).map((n) => n.content.agreement_event)).toEqual(['declined']);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/cancel`)).statusCode).toBe(409);
  });

  test('cancelling a sent agreement kills its link; it cannot be cancelled twice', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/cancel`)).statusCode).toBe(409);
    const { token } = await sendMandate(t, broker, draft.id);
    const res = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect((await t.app.inject({ method: 'GET', url: `/sign/${token}` })).statusCode).toBe(404);
    expect((await signingCall(t, token, 'sign', { full_name: CLIENT.name, code: '123456' })).statusCode).toBe(404);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/cancel`)).statusCode).toBe(409);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/link`)).statusCode).toBe(409);
  });

  test('an unsigned link expires after 14 days: opened late, or by the hourly sweep', async ({ t, broker }) => {
    const late = await draftMandate(t, broker);
    const swept = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, late.id);
    await sendMandate(t, broker, swept.id);
    await t.database.db.update(agreements).set({ expiresAt: sql`now() - interval '1 minute'` }).where(sql`${agreements.id} in (${late.id}, ${swept.id})`);
    expect((await t.app.inject({ method: 'GET', url: `/sign/${token}` })).statusCode).toBe(404);
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${late.id}`)).json().status).toBe('expired');
    expect(await expireAgreements(t.app.appContext)).toBe(1);
    expect(await expireAgreements(t.app.appContext)).toBe(0);
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${swept.id}`)).json()).toMatchObject({ status: 'expired', next_step: 'Expired: not signed within 14 days' });
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, broker.id), eq(notifications.type, 'agreement')));
    expect(told.filter((n) => (n.content as { agreement_event?: string }).agreement_event === 'expired')).toHaveLength(2);
  });

  test('a link still unsigned after 3 days reminds the broker once; a newer or signed one does not', async ({ t, broker }) => {
    const old = await draftMandate(t, broker);
    const recent = await draftMandate(t, broker);
    const signed = await draftMandate(t, broker);
    await sendMandate(t, broker, old.id);
    await sendMandate(t, broker, recent.id);
    const { token } = await sendMandate(t, broker, signed.id);
    expect((await signAsTheClient(t, token)).statusCode).toBe(200);
    await t.database.db
      .update(agreements)
      .set({ sentAt: sql`now() - interval '3 days 1 hour'` })
      .where(sql`${agreements.id} in (${old.id}, ${signed.id})`);
    await t.database.db.update(agreements).set({ sentAt: sql`now() - interval '2 days'` }).where(eq(agreements.id, recent.id));
    expect(await remindUnsignedAgreements(t.app.appContext)).toBe(1);
    expect(await remindUnsignedAgreements(t.app.appContext)).toBe(0);
    const reminders = (await notificationsOfType(t, broker, 'agreement')).filter((n) => n.content.agreement_event === 'unsigned');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ action_url: `/agreement/${old.id}`, content: { party_name: CLIENT.name } });
  });

  test('the signing page works as plain forms, and its pad sends a drawn signature that is stored', async ({ t, broker }) => {
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    const page = await t.app.inject({ method: 'GET', url: `/sign/${token}` });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/sign-assets/signature-pad.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/sign-assets/signature-pad.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("toDataURL('image/png')");

    const form = (step: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/sign/${token}/${step}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const asked = await form('code', { channel: 'email' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('We sent a 6-digit code to me***@example.com');
    // Unticked: refused, nothing signed, the page again with the message.
    const unticked = await form('sign', { full_name: CLIENT.name, code: await codeFromOutbox(t) });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('Tick the box');
    const drawing = await sharp({ create: { width: 600, height: 180, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="600" height="180"><path d="M20 120 C 120 20, 220 160, 580 60" stroke="black" stroke-width="3" fill="none"/></svg>') }])
      .png()
      .toBuffer();
    const signed = await form('sign', {
      full_name: CLIENT.name,
      code: await codeFromOutbox(t),
      agree: 'yes',
      drawn_signature: `data:image/png;base64,${drawing.toString('base64')}`,
    });
    expect(signed.statusCode, signed.body.slice(0, 500)).toBe(200);
    expect(signed.body).toContain(AGREEMENT_MESSAGES.signed);
    const [client] = await t.database.db
      .select({ key: agreementSigners.signatureKey })
      .from(agreementSigners)
      .where(and(eq(agreementSigners.agreementId, draft.id), eq(agreementSigners.role, 'client')));
    expect(client?.key).toMatch(/^agreements\/.+\/signature-.+\.png$/);
    const stored = await t.app.appContext.storage.get(client?.key ?? '');
    expect(stored?.subarray(1, 4).toString()).toBe('PNG');
    await t.app.jobs.runDue();
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json().pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a bad token and a drawn signature that is not a PNG are refused and leave nothing behind', async ({ t, broker }) => {
    expect((await t.app.inject({ method: 'GET', url: '/sign/short' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/sign/${'x'.repeat(43)}` })).statusCode).toBe(404);
    const draft = await draftMandate(t, broker);
    const { token } = await sendMandate(t, broker, draft.id);
    await signingCall(t, token, 'code', { channel: 'email' });
    const res = await signingCall(t, token, 'sign', {
      full_name: CLIENT.name,
      code: await codeFromOutbox(t),
      drawn_signature: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.signatureImage, field: 'drawn_signature' });
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json().status).toBe('sent');
  });
});

const logLines: string[] = [];
const logged = testWithApp({}, { logStream: new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }) });

logged("the server's log never holds a signing link's token", async ({ t, broker }) => {
  const draft = await draftMandate(t, broker);
  const { token } = await sendMandate(t, broker, draft.id);
  await t.app.inject({ method: 'GET', url: `/sign/${token}` });
  expect((await signAsTheClient(t, token)).statusCode).toBe(200);
  expect(logLines.join('\n')).toContain('/api/signing/***/sign');
  const leaks = logLines.filter((l) => l.includes(token));
  expect(leaks.map((l) => l.slice(0, 300))).toEqual([]);
});

const noSmtp = testWithApp({ SMTP_URL: 'smtp://127.0.0.1:9' });

noSmtp('a code that cannot be sent is a clear 503, not an error page', async ({ t, broker }) => {
  const draft = await draftMandate(t, broker);
  const { token } = await sendMandate(t, broker, draft.id);
  const res = await signingCall(t, token, 'code', { channel: 'email' });
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toBe('The code could not be sent just now. Please try again in a minute.');
});
