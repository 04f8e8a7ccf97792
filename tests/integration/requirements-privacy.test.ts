// A requirement's client note is its owner's alone (issue 19). A connection, another
// broker, an admin and a signed-out visitor walk every surface a requirement reaches:
// its page, both lists, the feed, the matches, their notifications, their digest mail,
// their realtime events, the listing page's requirements and a message about it; the
// server's log is read too. The note is nowhere; its owner sees it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNotificationDigests } from '#server/features/notifications/send-digests-job.ts';
import { holdScheduledJobs } from '../helpers/jobs';
import { putSettings } from '../helpers/notifications';
import { connectBrokers, createProperty, placeOf } from '../helpers/properties';
import { connectRealtime, listenForRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { call, cityWithAreas, postRequirement } from '../helpers/requirements';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

const NOTE = 'Client Kavya Iyer, +91 98860 11223, wants Vastu';
const TRACES = ['Kavya', '98860', 'Vastu'];
const expectNoNote = (text: string, where: string) => {
  for (const trace of TRACES) expect(text.includes(trace), `${where} contains '${trace}'`).toBe(false);
};

let t: TestApp;
let smtp: SmtpPeer;
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  );
  // The digest below is planned at a fixed day; the real-clock schedule stays out of it.
  await holdScheduledJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the client note', () => {
  it('reaches its owner only, on every surface', async () => {
    const owner = await registerBroker(t, { name: 'Owner Broker' });
    const connection = await registerBroker(t, { name: 'Connected Lister' });
    const other = await registerBroker(t, { name: 'Other Lister' });
    const admin = await ensureFounder(t);
    await connectBrokers(t, owner, connection);
    const viewers: [string, SignedIn][] = [
      ['connection', connection],
      ['other broker', other],
      ['admin', admin],
    ];
    // Realtime sockets first, so every event of what follows is caught.
    const base = await listenForRealtime(t);
    const sockets = new Map<string, RealtimeClient>();
    for (const [name, who] of viewers) sockets.set(name, await connectRealtime(base, who.accessToken));
    // The listers want requirement matches in the daily digest.
    for (const who of [connection, other]) {
      const res = await putSettings(t, who, { types: [{ type: 'requirement_match', in_app: true, email: true, delivery: 'daily' }] });
      expect(res.statusCode, res.body).toBe(200);
    }

    const { cityId, areas } = await cityWithAreas(t);
    const requirement = await postRequirement(t, owner, {
      property_type: 'Sale',
      city_id: cityId,
      area_ids: [areas[0]!.areaId],
      budget_max: 15_000_000,
      bedrooms_min: 3,
      visibility: 'All',
      notes: 'Ready to move',
      client_note: NOTE,
    });
    expect(requirement.client_note).toBe(NOTE);
    const place = { ...(await placeOf(t)), areaId: areas[0]!.areaId };
    const listingOf = async (who: SignedIn) =>
      createProperty(t, who, place, { price: 14_000_000, bedrooms: 3, area_id: areas[0]!.areaId, visibility: 'All' });
    const connectionListing = await listingOf(connection);
    const otherListing = await listingOf(other);
    await listingOf(admin);
    // The owner writes to the connection about their listing and the requirement.
    const sent = await call(t, owner, 'POST', '/api/messages', {
      recipient_id: connection.id,
      content: 'My client may like it',
      property_id: connectionListing.id,
      requirement_id: requirement.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The matches' announcements (notifications, realtime events) are jobs the saves enqueued.
    await t.app.jobs.runDue();

    // The owner sees the note, and the matches exist (so the surfaces below are not empty).
    const own = await call(t, owner, 'GET', `/api/requirements/${requirement.id}`);
    expect(own.json().client_note).toBe(NOTE);
    const matches = await call(t, owner, 'GET', `/api/requirements/${requirement.id}/matches`);
    expect(matches.json().total).toBe(3);

    for (const [name, who] of viewers) {
      const surfaces: [string, string][] = [
        ['detail', `/api/requirements/${requirement.id}`],
        ['network list', '/api/requirements?scope=network&page_size=50'],
        ['own list', '/api/requirements?scope=mine'],
        ['feed', '/api/feed?limit=50'],
        ['matches', `/api/requirements/${requirement.id}/matches`],
        ['notifications', '/api/notifications?page_size=50'],
        ['conversations', '/api/messages/conversations'],
        ['conversation', `/api/messages/with/${owner.id}`],
      ];
      const listing = who === connection ? connectionListing : who === other ? otherListing : null;
      if (listing) surfaces.push(['listing requirements', `/api/properties/${listing.id}/requirements`]);
      for (const [surface, url] of surfaces) {
        const res = await call(t, who, 'GET', url);
        expect(res.statusCode, `${name} ${surface}: ${res.body}`).toBeLessThan(500);
        expectNoNote(res.body, `${name}'s ${surface}`);
      }
    }
    // The surfaces did show the requirement to the listers (so the check above means something).
    const fits = await call(t, other, 'GET', `/api/properties/${otherListing.id}/requirements`);
    expect(fits.json().items.map((i: { requirement: { id: string } }) => i.requirement.id)).toContain(requirement.id);
    const feed = await call(t, connection, 'GET', '/api/feed?limit=50');
    expect(feed.json().requirements.map((r: { id: string }) => r.id)).toContain(requirement.id);

    // Signed out: nothing at all.
    for (const url of [`/api/requirements/${requirement.id}`, '/api/requirements?scope=network', '/api/feed']) {
      const res = await call(t, null, 'GET', url);
      expect(res.statusCode).toBe(401);
      expectNoNote(res.body, `signed out ${url}`);
    }

    // Realtime: the listers heard of the match, never of the note.
    await waitFor(
      () => sockets.get('other broker')!.events().find((e) => e.kind === 'notification.created' && e.notification.type === 'requirement_match'),
      'the match notification over realtime',
    );
    for (const [name, socket] of sockets) {
      expectNoNote(JSON.stringify(socket.messages), `${name}'s realtime events`);
      await socket.close();
    }

    // The digest mail of each lister names the requirement, not the client.
    expect(await planNotificationDigests(t.app.appContext, { at: new Date('2030-01-01T03:30:00Z') })).toBeGreaterThanOrEqual(2);
    await t.app.jobs.runDue();
    for (const who of [connection, other]) {
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(who.email) && /digest/i.test(m.raw)), `${who.email}'s digest`);
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toMatch(/Your listing Sunny 3 BHK apartment matches a requirement in your network/);
      expectNoNote(text, `${who.email}'s digest`);
    }
    for (const mail of smtp.received) expectNoNote(decodeQuotedPrintable(mail.raw), `mail to ${mail.to}`);

    // And the server's log.
    expect(logLines.length).toBeGreaterThan(0);
    expectNoNote(logLines.join('\n'), 'the log');
  });
});
