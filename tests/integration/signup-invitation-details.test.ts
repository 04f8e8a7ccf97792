// A broker invited with a phone number and a company starts with both on her profile
// (walk-through item 7, decision 026), so her client flyers have Call and WhatsApp
// buttons from the first day; the company is found by name like a profile save does.
// She can change either on /profile. An invitation without them leaves them empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { createFlyer } from '../helpers/flyers';
import { inviteeEmail, sendInvitation } from '../helpers/invitations';
import { createProperty, getJson, placeOf, type Place } from '../helpers/properties';
import { getPage, parsePage, updateProfile } from '../helpers/public-pages';
import {
  createTestApp,
  refreshCookieOf,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

async function signUpWith(code: string, email: string, name: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password: 'correct horse battery', invite_code: code },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ session: { access_token: string }; user: { id: string } }>();
  return {
    id: body.user.id,
    accessToken: body.session.access_token,
    refreshCookie: refreshCookieOf(res),
    email,
  };
}

const ownProfile = async (who: SignedIn) =>
  (await getJson(t, who, '/api/profiles/me')).json<OwnProfile>();

describe("an invitation's phone and company", () => {
  it('become the new profile’s, and her flyers get Call and WhatsApp buttons', async () => {
    const inviter = await registerBroker(t);
    const colleague = await registerBroker(t);
    await updateProfile(t, colleague, { full_name: 'Colleague', company_name: 'Sharma Realty' });
    const email = inviteeEmail('priya');
    const invitation = await sendInvitation(t, inviter, {
      email,
      name: 'Priya Nair',
      company: 'SHARMA realty',
      phone: '98765 43210',
    });
    const priya = await signUpWith(invitation.invite_code, email, 'Priya Nair');

    const profile = await ownProfile(priya);
    expect(profile.phone).toBe('+919876543210');
    // Found by name whatever the case: the company row the colleague made, its name kept.
    expect(profile.company_name).toBe('Sharma Realty');
    expect(profile.company?.id).toBe((await ownProfile(colleague)).company?.id);

    const owner = await registerBroker(t);
    const listing = await createProperty(t, owner, place, { visibility: 'All' });
    const flyer = await createFlyer(t, priya, listing.id);
    const page = parsePage((await getPage(t, flyer.public_url)).body);
    const links = Array.from(page.document.querySelectorAll('a')).map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(links).toContain('tel:+919876543210');
    expect(links.some((href) => href.startsWith('https://wa.me/919876543210?text='))).toBe(true);

    // Hers to change.
    await updateProfile(t, priya, {
      full_name: 'Priya Nair',
      phone: '9123456780',
      company_name: null,
    });
    expect(await ownProfile(priya)).toMatchObject({ phone: '+919123456780', company_name: null });
  });

  it('an invitation without them, or with a number too short to call, leaves them empty', async () => {
    const inviter = await registerBroker(t);
    for (const details of [{}, { phone: '12345' }]) {
      const email = inviteeEmail('plain');
      const invitation = await sendInvitation(t, inviter, { email, ...details });
      const joined = await signUpWith(invitation.invite_code, email, 'Plain Broker');
      expect(await ownProfile(joined)).toMatchObject({
        phone: null,
        company_name: null,
        company: null,
      });
    }
  });
});
