// A changed vanity URL keeps every shared link working (decision 024): the broker's
// former vanity answers 301 to the same page under the current one (/in/{vanity},
// /{vanity}/card, /{vanity}/{slug}), in any letter case, in one hop however many changes
// came since. A former vanity is never handed to another broker while it forwards (409,
// settled by vanity_urls' primary key, also when two brokers claim one at once); its
// broker may take it back. Only the newest five former ones are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { createProperty, getJson, placeOf, type Place } from '../helpers/properties';
import {
  expectNotFoundPage,
  expectRedirect,
  getPage,
  updateProfile,
} from '../helpers/public-pages';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

const saveVanity = (who: SignedIn, vanity: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    headers: bearer(who.accessToken),
    payload: {
      full_name: 'Asha Rao',
      city: null,
      bio: null,
      areas: [],
      company_name: null,
      phone: null,
      website: null,
      vanity_url: vanity,
    },
  });

const unique = () => Math.random().toString(36).slice(2, 8);

async function brokerWithPage(vanity: string): Promise<{ broker: SignedIn; property: Property }> {
  const broker = await registerBroker(t);
  await updateProfile(t, broker, { vanity_url: vanity });
  const property = await createProperty(t, broker, place, {
    visibility: 'Public',
    title: 'Garden villa in Whitefield',
  });
  return { broker, property };
}

describe('a former vanity URL', () => {
  it('forwards the profile, the card and every listing page to the current one, in one hop', async () => {
    const first = `asha-${unique()}`;
    const second = `asha-homes-${unique()}`;
    const third = `asha-realty-${unique()}`;
    const { broker, property } = await brokerWithPage(first);
    const slug = 'garden-villa-in-whitefield';
    expect(property.static_html_url).toBe(`/${first}/${slug}`);
    await updateProfile(t, broker, { vanity_url: second });

    await expectRedirect(t, `/in/${first}`, `/in/${second}`);
    await expectRedirect(t, `/${first}/card`, `/${second}/card`);
    await expectRedirect(t, `/${first}/${slug}`, `/${second}/${slug}`);
    await expectRedirect(t, `/${first.toUpperCase()}/Card`, `/${second}/card`);
    expect((await getPage(t, `/in/${second}`)).statusCode).toBe(200);
    expect((await getPage(t, `/${second}/${slug}`)).statusCode).toBe(200);
    const owned = await getJson(t, broker, `/api/properties/${property.id}`);
    expect(owned.json<Property>().static_html_url).toBe(`/${second}/${slug}`);

    // Another change: both former ones go straight to the newest.
    await updateProfile(t, broker, { vanity_url: third });
    await expectRedirect(t, `/in/${first}`, `/in/${third}`);
    await expectRedirect(t, `/${second}/${slug}`, `/${third}/${slug}`);
    // An unknown slug under a former vanity forwards too, then is simply not found.
    await expectRedirect(t, `/${first}/no-such-listing`, `/${third}/no-such-listing`);
    await expectNotFoundPage(t, `/${third}/no-such-listing`);

    // Without a vanity the broker's pages live under their id; former ones follow.
    await updateProfile(t, broker, { vanity_url: null });
    await expectRedirect(t, `/in/${third}`, `/in/${broker.id}`);
    await expectRedirect(t, `/${first}/card`, `/${broker.id}/card`);
  });

  it('is refused to another broker with a clear message, and its own broker may take it back', async () => {
    const old = `ravi-${unique()}`;
    const current = `ravi-kumar-${unique()}`;
    const { broker } = await brokerWithPage(old);
    await updateProfile(t, broker, { vanity_url: current });

    const other = await registerBroker(t);
    for (const attempt of [old, old.toUpperCase()]) {
      const res = await saveVanity(other, attempt);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({
        error: 'conflict',
        message: PROFILE_MESSAGES.vanityForwards,
        field: 'vanity_url',
      });
    }
    const unchanged = await getJson(t, other, '/api/profiles/me');
    expect(unchanged.json<{ vanity_url: string | null }>().vanity_url).toBeNull();
    await expectRedirect(t, `/in/${old}`, `/in/${current}`);

    // Taken back: it is the live address again, and the other one now forwards to it.
    const back = await saveVanity(broker, old);
    expect(back.statusCode, back.body).toBe(200);
    expect((await getPage(t, `/in/${old}`)).statusCode).toBe(200);
    await expectRedirect(t, `/in/${current}`, `/in/${old}`);
    // A current vanity is still refused as before.
    const taken = await saveVanity(other, old);
    expect(taken.statusCode).toBe(409);
  });

  it('forwards for the newest five former ones; an older one is free again', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `meera-${i}-${unique()}`);
    const { broker } = await brokerWithPage(names[0] ?? '');
    for (const name of names.slice(1)) await updateProfile(t, broker, { vanity_url: name });
    const last = names[6] ?? '';
    // names[0] is the sixth former vanity: no longer forwarding, free for anyone.
    await expectNotFoundPage(t, `/in/${names[0]}`);
    for (const name of names.slice(1, 6)) await expectRedirect(t, `/in/${name}`, `/in/${last}`);
    const other = await registerBroker(t);
    expect((await saveVanity(other, names[0] ?? '')).statusCode).toBe(200);
    expect((await saveVanity(other, names[1] ?? '')).statusCode).toBe(409);
  });
});

describe('claiming a vanity URL', () => {
  it('two brokers claiming one free vanity at the same instant: one gets it, the other a 409', async () => {
    for (let round = 0; round < 3; round++) {
      const wanted = `race-${round}-${unique()}`;
      const a = await registerBroker(t);
      const b = await registerBroker(t);
      const answers = await Promise.all([saveVanity(a, wanted), saveVanity(b, wanted)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]?.statusCode === 200 ? a : b;
      const page = await getPage(t, `/in/${wanted}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`/in/${wanted}`);
      const mine = await getJson(t, winner, '/api/profiles/me');
      expect(mine.json<{ vanity_url: string }>().vanity_url).toBe(wanted);
    }
  });
});
