// RERA registration (issue 20): the broker's number, state and valid-until date on their
// profile, checked; shown to other members; printed on the broker card, a Public listing's
// page and a flyer; and on every agreement they send (the profile's number when the draft
// left it empty).
import { describe, expect } from 'vitest';
import { RERA_MESSAGES, reraStatusOf } from '#shared/rera.ts';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { agreementCall, draftMandate, sendMandate } from '../helpers/agreements';
import { test } from '../helpers/fixtures';
import { createProperty, getJson, placeOf } from '../helpers/properties';
import { openPage } from '../helpers/public-pages';
import { bearer, type SignedIn, type TestApp } from '../helpers/test-app';

const putProfile = (t: TestApp, as: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me', headers: bearer(as.accessToken), payload: body });

const base = { full_name: 'Asha Rao', city: 'Mumbai', bio: '', areas: [], company_name: '', phone: '98765 43210', website: '', vanity_url: '' };

describe('the profile', () => {
  test('saves the registration, upper-cased; a save without it keeps it; bad values are refused', async ({ t, broker }) => {
    const saved = await putProfile(t, broker, { ...base, rera_number: 'a51800012345', rera_state: 'Maharashtra', rera_valid_until: '2027-03-31' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OwnProfile>()).toMatchObject({ rera_number: 'A51800012345', rera_state: 'Maharashtra', rera_valid_until: '2027-03-31' });
    const kept = await putProfile(t, broker, { ...base, full_name: 'Asha R' });
    expect(kept.json<OwnProfile>()).toMatchObject({ full_name: 'Asha R', rera_number: 'A51800012345', rera_state: 'Maharashtra' });
    for (const [change, field, message] of [
      [{ rera_number: 'A518 <script>' }, 'rera_number', RERA_MESSAGES.numberFormat],
      [{ rera_state: 'Atlantis' }, 'rera_state', RERA_MESSAGES.state],
      [{ rera_valid_until: '31/03/2027' }, 'rera_valid_until', RERA_MESSAGES.validUntil],
      [{ rera_valid_until: '2026-02-30' }, 'rera_valid_until', RERA_MESSAGES.validUntil],
      [{ rera_valid_until: '0000-01-01' }, 'rera_valid_until', RERA_MESSAGES.validUntil],
    ] as const) {
      const res = await putProfile(t, broker, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    const cleared = await putProfile(t, broker, { ...base, rera_number: '', rera_state: '', rera_valid_until: '' });
    expect(cleared.json<OwnProfile>()).toMatchObject({ rera_number: null, rera_state: null, rera_valid_until: null });
  });

  test('other members see it on the broker page', async ({ t, broker, otherBroker }) => {
    await putProfile(t, broker, { ...base, rera_number: 'A51800012345', rera_state: 'Maharashtra' });
    const page = await getJson(t, otherBroker, `/api/brokers/${broker.id}`);
    expect(page.json().profile).toMatchObject({ rera_number: 'A51800012345', rera_state: 'Maharashtra' });
  });

  test('the warning: missing, lapsing within 30 days, lapsed', () => {
    const today = '2026-11-26';
    expect(reraStatusOf({ rera_number: null, rera_valid_until: null }, today)).toBe('missing');
    expect(reraStatusOf({ rera_number: 'A1', rera_valid_until: null }, today)).toBe('valid');
    expect(reraStatusOf({ rera_number: 'A1', rera_valid_until: '2026-12-26' }, today)).toBe('expiring');
    expect(reraStatusOf({ rera_number: 'A1', rera_valid_until: '2026-12-27' }, today)).toBe('valid');
    expect(reraStatusOf({ rera_number: 'A1', rera_valid_until: '2026-11-25' }, today)).toBe('expired');
  });
});

describe('where it prints', () => {
  test('the broker card and a Public listing page show it', async ({ t, broker }) => {
    await putProfile(t, broker, { ...base, vanity_url: `rera-${broker.id.slice(0, 8)}`, rera_number: 'A51800012345', rera_state: 'Maharashtra' });
    const card = await openPage(t, `/rera-${broker.id.slice(0, 8)}/card`);
    expect(card.res.body).toContain('RERA A51800012345 (Maharashtra)');
    const listing = await createProperty(t, broker, await placeOf(t), { title: 'Sea view flat', visibility: 'Public' });
    const page = await openPage(t, listing.static_html_url ?? '');
    expect(page.res.body).toContain('RERA A51800012345 (Maharashtra)');
  });

  test("an agreement sent without a number in its terms carries the profile's", async ({ t, broker }) => {
    await putProfile(t, broker, { ...base, rera_number: 'A51800099999', rera_state: 'Maharashtra' });
    const draft = await draftMandate(t, broker, { rera_number: '' });
    const { token } = await sendMandate(t, broker, draft.id);
    const page = await t.app.inject({ method: 'GET', url: `/sign/${token}` });
    expect(page.body).toContain('A51800099999');
    expect((await agreementCall(t, broker, 'GET', `/api/agreements/${draft.id}`)).json().terms.rera_number).toBe('');
  });
});
