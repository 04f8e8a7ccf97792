// Agreements (issue 20) beyond the seller mandate: the buyer's mandate (signed by its
// client through a link, like the seller's), co-broking between two members (both sign in
// the app; the client note reaches the listing broker only once both have signed, on
// every answer), and signing with an authenticator code when the broker has one.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect } from 'vitest';
import {
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementLink,
  type AgreementOfKind,
  type CoBrokingTermsInput,
} from '#shared/schemas/agreements.ts';
import { agreementEvents, notifications } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories/brokers';
import { agreementCall, CLIENT, mandateTerms, signAsTheClient, tokenOf } from '../helpers/agreements';
import { test } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import { connectBrokers, createProperty, placeOf } from '../helpers/properties';
import { postRequirement } from '../helpers/requirements';
import { bearer, type SignedIn, type TestApp } from '../helpers/test-app';

const CLIENT_NOTE = 'Anil Kapoor, 98201 55555, wants to close before Diwali';

async function requirementOf(t: TestApp, broker: SignedIn, propertyType: 'Sale' | 'Rent' = 'Sale') {
  const place = await placeOf(t);
  return postRequirement(t, broker, {
    property_type: propertyType,
    city_id: place.cityId,
    area_ids: [place.areaId],
    budget_max: propertyType === 'Sale' ? 15_000_000 : 60_000,
    bedrooms_min: 3,
    client_note: CLIENT_NOTE,
    visibility: 'Network Only',
  });
}

async function post<T>(t: TestApp, who: SignedIn, url: string, payload: unknown, status = 200): Promise<T> {
  const res = await agreementCall(t, who, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

const getAgreement = (t: TestApp, who: SignedIn, id: string) => agreementCall(t, who, 'GET', `/api/agreements/${id}`);

describe('buyer mandate', () => {
  test('drafted for my requirement, sent, and signed by its client through the link', async ({ t, broker, otherBroker }) => {
    const requirement = await requirementOf(t, broker);
    const terms = {
      client_name: CLIENT.name,
      client_email: CLIENT.email,
      client_phone: CLIENT.phone,
      requirement_id: requirement.id,
      fee_basis: 'percent',
      fee_value: 1,
      start_date: '2026-12-01',
      end_date: '2027-03-01',
      exclusivity: 'exclusive',
      rera_number: '',
    };
    // Someone else's requirement, and a buyer's sole selling rights, are refused.
    const theirs = await requirementOf(t, otherBroker);
    const refused = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'buyer_to_broker', terms: { ...terms, requirement_id: theirs.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: AGREEMENT_MESSAGES.requirementNotYours, field: 'terms.requirement_id' });
    expect((await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'buyer_to_broker', terms: { ...terms, exclusivity: 'sole_selling' } })).statusCode).toBe(400);
    const rentOnPurchase = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'buyer_to_broker', terms: { ...terms, fee_basis: 'months_rent' } });
    expect(rentOnPurchase.json()).toMatchObject({ message: AGREEMENT_MESSAGES.feeBasisForPurchase, field: 'terms.fee_basis' });
    const noContact = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'buyer_to_broker', terms: { ...terms, client_email: '', client_phone: '' } });
    expect(noContact.json()).toMatchObject({ message: AGREEMENT_MESSAGES.clientContactRequired, field: 'terms.client_email' });

    const draft = await post<AgreementOfKind<'buyer_to_broker'>>(t, broker, '/api/agreements', { kind: 'buyer_to_broker', terms }, 201);
    expect(draft).toMatchObject({ kind: 'buyer_to_broker', title: `Buyer mandate: ${requirement.title}`, requirement: { id: requirement.id }, property: null, client_note: null });
    // The kind of a draft stays.
    const switched = await agreementCall(t, broker, 'PUT', `/api/agreements/${draft.id}`, { kind: 'seller_to_broker', terms });
    expect(switched.statusCode).toBe(400);

    const link = await post<AgreementLink>(t, broker, `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
    expect(link.emailed).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/sign/${tokenOf(link.sign_url)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Buyer to Broker Agreement: buyer representation');
    expect(page.body).toContain(requirement.title);
    // Fee of 1 % on the top of the budget (1.5 Cr): ₹1,50,000 plus GST ₹27,000.
    expect(page.body).toContain('₹1,50,000 plus GST ₹27,000, ₹1,77,000 in all');
    await signAsTheClient(t, tokenOf(link.sign_url));
    await t.app.jobs.runDue();
    const executed = (await getAgreement(t, broker, draft.id)).json<Agreement>();
    expect(executed.status).toBe('executed');
    expect(executed.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Hindi', () => {
  test('a mandate drafted in Hindi is shown to its client in Hindi and executed as a Hindi PDF', async ({ t, broker }) => {
    const draft = await post<Agreement>(t, broker, '/api/agreements', { kind: 'seller_to_broker', language: 'hi', terms: await mandateTerms(t, broker) }, 201);
    expect(draft.language).toBe('hi');
    // A change that does not name the language keeps it.
    const changed = await agreementCall(t, broker, 'PUT', `/api/agreements/${draft.id}`, { kind: 'seller_to_broker', terms: { ...(draft.terms as object), commission_value: 1.5 } });
    expect(changed.json()).toMatchObject({ language: 'hi' });
    const link = await post<AgreementLink>(t, broker, `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
    const page = await t.app.inject({ method: 'GET', url: `/sign/${tokenOf(link.sign_url)}` });
    expect(page.body).toContain('lang="hi-IN"');
    expect(page.body).toContain('विक्रेता और ब्रोकर के बीच अनुबंध: लिस्टिंग मैंडेट');
    expect(page.body).toContain('₹1,20,00,000');
    await signAsTheClient(t, tokenOf(link.sign_url));
    await t.app.jobs.runDue();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/agreements/${draft.id}/pdf`, headers: bearer(broker.accessToken) });
    expect(pdf.statusCode).toBe(200);
    // The Hindi document's fonts are embedded: the Devanagari face is in the file.
    expect(pdf.rawPayload.includes(Buffer.from('NotoSansDevanagari'))).toBe(true);
  });
});

type CoBroking = AgreementOfKind<'broker_to_broker'>;

/** Broker `client` (with a requirement) proposes co-broking on `listing`'s All-visible listing. */
async function coBrokingSetup(t: TestApp, client: SignedIn, listing: SignedIn, visibility: 'All' | 'Network Only' | 'Private' = 'All') {
  const requirement = await requirementOf(t, client);
  const place = await placeOf(t);
  const property = await createProperty(t, listing, place, { title: 'Palm Grove 3 BHK', price: 14_000_000, visibility });
  const terms: CoBrokingTermsInput = {
    requirement_id: requirement.id,
    property_id: property.id,
    client_broker_share: 40,
    invoicing: 'listing_broker_collects',
    protection_days: 90,
    payment_days: 7,
    rera_number: 'A51800099999',
  };
  return { requirement, property, terms };
}

async function sentCoBroking(t: TestApp, client: SignedIn, listing: SignedIn) {
  const setup = await coBrokingSetup(t, client, listing);
  const draft = await post<CoBroking>(t, client, '/api/agreements', { kind: 'broker_to_broker', terms: setup.terms }, 201);
  const link = await post<AgreementLink>(t, client, `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
  return { ...setup, draft, link };
}

/** Every answer the listing broker can get about their agreements and notices, as one text. */
async function everythingTheListingBrokerSees(t: TestApp, listing: SignedIn, id: string): Promise<string> {
  const answers = await Promise.all([
    getAgreement(t, listing, id),
    agreementCall(t, listing, 'GET', '/api/agreements'),
    agreementCall(t, listing, 'GET', '/api/agreements?kind=broker_to_broker'),
    t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(listing.accessToken) }),
  ]);
  return answers.map((a) => a.body).join('\n');
}

describe('co-broking', () => {
  test('only another member\'s listing I can see, and only my own requirement', async ({ t, broker, otherBroker }) => {
    const own = await coBrokingSetup(t, broker, broker);
    const onMine = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'broker_to_broker', terms: own.terms });
    expect(onMine.json()).toMatchObject({ message: AGREEMENT_MESSAGES.listingNotOpen, field: 'terms.property_id' });
    // Network Only without a connection, and Private: not visible, refused alike.
    for (const visibility of ['Network Only', 'Private'] as const) {
      const hidden = await coBrokingSetup(t, broker, otherBroker, visibility);
      const res = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'broker_to_broker', terms: hidden.terms });
      expect(res.statusCode, visibility).toBe(400);
      expect(res.json()).toMatchObject({ message: AGREEMENT_MESSAGES.listingNotOpen });
    }
    const open = await coBrokingSetup(t, broker, otherBroker);
    const share = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'broker_to_broker', terms: { ...open.terms, client_broker_share: 100 } });
    expect(share.json()).toMatchObject({ message: AGREEMENT_MESSAGES.shareRange, field: 'terms.client_broker_share' });
    const notMine = await agreementCall(t, otherBroker, 'POST', '/api/agreements', { kind: 'broker_to_broker', terms: open.terms });
    expect(notMine.statusCode).toBe(400);
  });

  test('the listing broker sees nothing of a draft, then the terms but not the client until both signed', async ({ t, broker, otherBroker, founder }) => {
    const setup = await coBrokingSetup(t, broker, otherBroker);
    const draft = await post<CoBroking>(t, broker, '/api/agreements', { kind: 'broker_to_broker', terms: setup.terms }, 201);
    expect(draft).toMatchObject({ title: 'Co-broking: Palm Grove 3 BHK', viewer_role: 'owner', client_note: CLIENT_NOTE });
    // The drafter previews the text they are about to sign.
    expect(draft.document?.title).toBe('Broker to Broker Agreement: co-broking terms');
    expect((await getAgreement(t, otherBroker, draft.id)).statusCode).toBe(404);

    const link = await post<AgreementLink>(t, broker, `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
    expect(link.emailed).toBe(false);
    expect(link.sign_url).toMatch(new RegExp(`/agreement/${draft.id}$`));
    expect(decodeURIComponent(link.whatsapp_url)).toContain('co-broking terms');
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/link`)).json()).toMatchObject({ message: AGREEMENT_MESSAGES.noLink });
    const [proposed] = await notificationsOfType(t, otherBroker, 'agreement');
    expect(proposed?.content).toMatchObject({ agreement_event: 'proposed', agreement_id: draft.id });

    // The listing broker opens it: viewed, the drafter hears it; terms yes, client no.
    const seen = (await getAgreement(t, otherBroker, draft.id)).json<CoBroking>();
    expect(seen).toMatchObject({ status: 'viewed', viewer_role: 'listing_broker', client_note: null, terms: { client_broker_share: 40 } });
    // The listing broker reads the whole text they are asked to sign.
    expect(seen.document?.sections.map((s) => s.heading)).toContain('6. Client protection');
    expect(seen.next_step).toMatch(/^Waiting for your signature/);
    expect((await notificationsOfType(t, broker, 'agreement')).map((n) => n.content.agreement_event)).toContain('viewed');
    expect(await everythingTheListingBrokerSees(t, otherBroker, draft.id)).not.toContain('Anil Kapoor');
    // Outsiders and admins still see nothing; the listing broker may not change or cancel it.
    for (const who of [founder]) expect((await getAgreement(t, who, draft.id)).statusCode).toBe(404);
    expect((await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/cancel`)).statusCode).toBe(404);
    // The drafter cannot sign the listing broker's part.
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD })).json()).toMatchObject({
      message: AGREEMENT_MESSAGES.notYourTurn,
    });

    // A wrong password signs nothing.
    const wrong = await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/sign`, { password: 'not my password' });
    expect(wrong.json()).toMatchObject({ message: AGREEMENT_MESSAGES.passwordWrong, field: 'password' });
    expect(await everythingTheListingBrokerSees(t, otherBroker, draft.id)).not.toContain('Anil Kapoor');

    const signed = await post<CoBroking>(t, otherBroker, `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD });
    expect(signed).toMatchObject({ status: 'executed', client_note: CLIENT_NOTE });
    // Signed twice: nothing left to sign.
    expect((await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD })).statusCode).toBe(409);
    await t.app.jobs.runDue();
    expect(await everythingTheListingBrokerSees(t, otherBroker, draft.id)).toContain('Anil Kapoor');
    // What was disclosed stays as it was at execution, whatever the drafter does with the requirement.
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/requirements/${setup.requirement.id}`, headers: bearer(broker.accessToken), payload: { client_note: 'changed later' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await getAgreement(t, otherBroker, draft.id)).json()).toMatchObject({ client_note: CLIENT_NOTE });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/agreements/${draft.id}/pdf`, headers: bearer(otherBroker.accessToken) });
    expect(pdf.statusCode).toBe(200);
    // Both brokers hear it is executed.
    for (const who of [broker, otherBroker]) {
      expect((await notificationsOfType(t, who, 'agreement')).map((n) => n.content.agreement_event)).toContain('executed');
    }
    // The PDF's text never holds the client note (it reaches the listing broker in the app).
    const trail = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, draft.id));
    expect(trail.map((e) => e.type)).toEqual(['created', 'signed', 'sent', 'viewed', 'signed', 'executed']);
    expect(JSON.stringify(trail)).not.toContain('Anil Kapoor');
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, otherBroker.id));
    expect(JSON.stringify(notices)).not.toContain('Anil Kapoor');
  });

  test('the listing broker declines; the drafter hears it and nothing is left to sign', async ({ t, broker, otherBroker }) => {
    const { draft } = await sentCoBroking(t, broker, otherBroker);
    const declined = await post<CoBroking>(t, otherBroker, `/api/agreements/${draft.id}/decline`, { reason: 'Owner pays 1 % only' });
    expect(declined).toMatchObject({ status: 'declined', client_note: null, next_step: 'Declined by you' });
    // The drafter reads the reason in the trail.
    const trail = (await getAgreement(t, broker, draft.id)).json<CoBroking>().events;
    expect(trail.find((e) => e.type === 'declined')).toMatchObject({ reason: 'Owner pays 1 % only' });
    expect(trail.find((e) => e.type === 'sent')?.reason).toBeNull();
    expect((await notificationsOfType(t, broker, 'agreement')).map((n) => n.content.agreement_event)).toContain('declined');
    expect((await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD })).statusCode).toBe(409);
  });

  test('a cancelled proposal cannot be signed, and the listing broker hears it was cancelled', async ({ t, broker, otherBroker }) => {
    const { draft } = await sentCoBroking(t, broker, otherBroker);
    expect((await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/cancel`)).statusCode).toBe(200);
    expect((await notificationsOfType(t, otherBroker, 'agreement')).map((n) => n.content.agreement_event)).toContain('cancelled');
    const late = await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD });
    expect(late.statusCode).toBe(409);
    expect((await getAgreement(t, otherBroker, draft.id)).json()).toMatchObject({ status: 'cancelled', client_note: null });
  });

  test('an expired proposal cannot be signed', async ({ t, broker, otherBroker }) => {
    const { draft } = await sentCoBroking(t, broker, otherBroker);
    await t.database.db.execute(`update agreements set expires_at = now() - interval '1 minute' where id = '${draft.id}'`);
    const late = await agreementCall(t, otherBroker, 'POST', `/api/agreements/${draft.id}/sign`, { password: DEFAULT_PASSWORD });
    expect(late.json()).toMatchObject({ message: AGREEMENT_MESSAGES.notOpen });
    expect((await getAgreement(t, broker, draft.id)).json()).toMatchObject({ status: 'expired' });
    // Both brokers hear it.
    for (const who of [broker, otherBroker]) {
      expect((await notificationsOfType(t, who, 'agreement')).map((n) => n.content.agreement_event)).toContain('expired');
    }
  });

  test('terms are not sent while the requirement has no client details to disclose', async ({ t, broker, otherBroker }) => {
    const setup = await coBrokingSetup(t, broker, otherBroker);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/requirements/${setup.requirement.id}`, headers: bearer(broker.accessToken), payload: { client_note: '' } });
    expect(patched.statusCode, patched.body).toBe(200);
    const draft = await post<CoBroking>(t, broker, '/api/agreements', { kind: 'broker_to_broker', terms: setup.terms }, 201);
    const refused = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
    expect(refused.json()).toMatchObject({ message: AGREEMENT_MESSAGES.clientNoteMissing, field: 'terms.requirement_id' });
    expect((await getAgreement(t, broker, draft.id)).json()).toMatchObject({ status: 'draft', signers: [] });
  });

  test('a Network Only listing of a connection can be proposed on', async ({ t, broker, otherBroker }) => {
    await connectBrokers(t, broker, otherBroker);
    const setup = await coBrokingSetup(t, broker, otherBroker, 'Network Only');
    await post<CoBroking>(t, broker, '/api/agreements', { kind: 'broker_to_broker', terms: setup.terms }, 201);
  });
});

describe('signing with an authenticator', () => {
  /** Enrolls and verifies an authenticator; the session becomes a new (aal2) one. */
  async function enrollTotp(t: TestApp, who: SignedIn): Promise<{ secret: string; signedIn: SignedIn }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(who.accessToken),
      payload: { current_password: DEFAULT_PASSWORD, factor_type: 'totp', friendly_name: 'Phone' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, totp } = res.json<{ id: string; totp: { secret: string } }>();
    const challenge = await t.app.inject({ method: 'POST', url: `/api/auth/factors/${id}/challenge`, headers: bearer(who.accessToken), payload: {} });
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${id}/verify`,
      headers: bearer(who.accessToken),
      payload: { challenge_id: challenge.json<{ id: string }>().id, code: await generate({ secret: totp.secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { secret: totp.secret, signedIn: { ...who, accessToken: verified.json<{ session: { access_token: string } }>().session.access_token } };
  }

  test('an enrolled broker signs with the code, not the password; a code is good once', async ({ t, broker: before, otherBroker }) => {
    let broker = before;
    const setup = await coBrokingSetup(t, broker, otherBroker);
    const draft = await post<CoBroking>(t, broker, '/api/agreements', { kind: 'broker_to_broker', terms: setup.terms }, 201);
    expect(draft.sign_with).toBe('password');
    const enrolled = await enrollTotp(t, broker);
    broker = enrolled.signedIn;
    const secret = enrolled.secret;
    expect((await getAgreement(t, broker, draft.id)).json()).toMatchObject({ sign_with: 'authenticator' });

    const withPassword = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/send`, { password: DEFAULT_PASSWORD });
    expect(withPassword.json()).toMatchObject({ message: AGREEMENT_MESSAGES.mfaCodeRequired, field: 'mfa_code' });
    const wrong = await agreementCall(t, broker, 'POST', `/api/agreements/${draft.id}/send`, { mfa_code: '000000' });
    expect(wrong.json()).toMatchObject({ message: AGREEMENT_MESSAGES.mfaCodeWrong, field: 'mfa_code' });
    expect((await getAgreement(t, broker, draft.id)).json()).toMatchObject({ status: 'draft' });

    const code = await generate({ secret });
    await post<AgreementLink>(t, broker, `/api/agreements/${draft.id}/send`, { mfa_code: code });
    const trail = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, draft.id));
    expect(trail.find((e) => e.type === 'signed')?.detail).toMatchObject({ confirmed_with: 'authenticator' });

    // The same code again (another draft): a replay, refused.
    const second = await post<CoBroking>(t, broker, '/api/agreements', { kind: 'broker_to_broker', terms: (await coBrokingSetup(t, broker, otherBroker)).terms }, 201);
    const replay = await agreementCall(t, broker, 'POST', `/api/agreements/${second.id}/send`, { mfa_code: code });
    expect(replay.json()).toMatchObject({ message: AGREEMENT_MESSAGES.mfaCodeWrong });
  });
});
