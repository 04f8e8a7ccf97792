// The daily digest (issue 19): the types a broker set to 'Daily digest' arrive as one
// e-mail a day from 08:00 India time, listing the notifications since the last digest,
// through the real mail path (a local SMTP server); once per broker and day, even with
// two instances planning and sending at the same moment.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/app-context.ts';
import { jobSchedules, jobs, mailOutbox, notificationDigests } from '#server/db/schema.ts';
import { digestDayAt, indiaDayAndHour } from '#server/features/notifications/digest-day.ts';
import { notifyUsers, type NotificationInput } from '#server/features/notifications/notify-users.ts';
import { planNotificationDigests } from '#server/features/notifications/send-digests-job.ts';
import { expireRequirements } from '#server/features/requirements/expire-requirements-job.ts';
import { holdScheduledJobs } from '../helpers/jobs';
import { putSettings } from '../helpers/notifications';
import { placeOf, type Place } from '../helpers/properties';
import { insertRequirement } from '../helpers/factories/requirements';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createSecondInstance, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let smtp: SmtpPeer;
let ctx: AppContext;
let place: Place;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  ctx = t.app.appContext;
  place = await placeOf(t);
  // The tests plan at fixed days themselves; the last one brings the hourly schedule due.
  await holdScheduledJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// 09:00 and 07:59 in India on fixed days, whatever the clock says now: the day is the
// digest's key, the window is the database's own time.
const DAY_1_0900 = new Date('2030-01-01T03:30:00Z');
const DAY_1_0759 = new Date('2030-01-01T02:29:00Z');
const DAY_1_1500 = new Date('2030-01-01T09:30:00Z');
const DAY_2_0900 = new Date('2030-01-02T03:30:00Z');

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const rawOf = (mail: { raw: string } | undefined) => decodeQuotedPrintable(mail?.raw ?? '');

function message(to: SignedIn, from: SignedIn, fromName: string, preview: string): NotificationInput {
  return {
    userId: to.id,
    type: 'message',
    content: { sender_id: from.id, sender_name: fromName, message_preview: preview },
    actionUrl: `/inbox/${from.id}`,
  };
}

async function digestRows(userId: string) {
  return t.database.db.select().from(notificationDigests).where(eq(notificationDigests.userId, userId));
}

describe('the India day', () => {
  it('is the IST date, and the digest is due from 08:00 IST', () => {
    expect(indiaDayAndHour(new Date('2030-01-01T18:29:00Z'))).toEqual({ day: '2030-01-01', hour: 23 });
    expect(indiaDayAndHour(new Date('2030-01-01T18:30:00Z'))).toEqual({ day: '2030-01-02', hour: 0 });
    expect(digestDayAt(DAY_1_0759)).toBeNull();
    expect(digestDayAt(DAY_1_0900)).toBe('2030-01-01');
    expect(digestDayAt(new Date('2030-01-01T02:30:00Z'))).toBe('2030-01-01');
  });
});

describe('one broker', () => {
  let reader: SignedIn;
  let sender: SignedIn;
  let requirementId: string;
  const clientNote = 'Client Ramesh Iyer, 98450 12345';

  beforeAll(async () => {
    reader = await registerBroker(t, { name: 'Digest Reader' });
    // Names are read from profiles when the digest is written, so the HTML one is the profile's.
    sender = await registerBroker(t, { name: 'Asha <b>&</b> Rao' });
    const res = await putSettings(t, reader, {
      types: [
        { type: 'message', delivery: 'daily' },
        { type: 'new_listing', email: true },
        { type: 'requirement_expiring', email: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('waits for 08:00 India time, then sends one e-mail with the daily types, escaped, linked, without the client note', async () => {
    await notifyUsers(ctx, [
      message(reader, sender, 'Asha <b>&</b> Rao', 'Is the <i>Whitefield</i> flat still free?'),
      {
        userId: reader.id,
        type: 'new_listing',
        content: { creator_name: 'Asha <b>&</b> Rao', user_id: sender.id, property_title: 'Lake view 2 BHK' },
        actionUrl: '/property/00000000-0000-4000-8000-000000000001',
      },
      // Still instant: its own e-mail now, never in the digest.
      {
        userId: reader.id,
        type: 'connection_request',
        content: { requester_id: sender.id, requester_name: 'Asha <b>&</b> Rao' },
        actionUrl: '/connections',
      },
    ]);
    const requirement = await insertRequirement(t, place, { userId: reader.id, expiresInHours: 48, clientNote });
    requirementId = requirement.id;
    expect(await expireRequirements(ctx)).toMatchObject({ noticed: 1 });
    const [instant] = await waitFor(() => (mailsTo(reader.email).length > 0 ? mailsTo(reader.email) : undefined), 'the instant e-mail');
    expect(rawOf(instant)).toContain('Asha &lt;b&gt;&amp;&lt;/b&gt; Rao wants to connect with you');

    expect(await planNotificationDigests(ctx, { at: DAY_1_0759 })).toBe(0);
    expect(await digestRows(reader.id)).toEqual([]);

    expect(await planNotificationDigests(ctx, { at: DAY_1_0900 })).toBeGreaterThanOrEqual(1);
    expect(await digestRows(reader.id)).toMatchObject([{ day: '2030-01-01', notificationCount: 3 }]);
    await t.app.jobs.runDue();
    const mails = await waitFor(() => (mailsTo(reader.email).length === 2 ? mailsTo(reader.email) : undefined), 'the digest');
    const raw = rawOf(mails[1]);
    expect(raw).toMatch(/Subject: Your BrokerCircle daily digest: 3 notifications/);
    // HTML escaped; links to the public URL.
    expect(raw).toContain('New message from Asha &lt;b&gt;&amp;&lt;/b&gt; Rao');
    expect(raw).toContain('Is the &lt;i&gt;Whitefield&lt;/i&gt; flat still free?');
    expect(raw).not.toContain('<b>&</b> Rao</strong>');
    expect(raw).toContain(`href="http://localhost:3000/inbox/${sender.id}"`);
    expect(raw).toContain(`http://localhost:3000/requirement/${requirementId}`);
    expect(raw).toContain('Asha &lt;b&gt;&amp;&lt;/b&gt; Rao listed a property: Lake view 2 BHK');
    // (The decoded raw mail shows the title's en dash as its UTF-8 bytes.)
    expect(raw).toContain(`Your requirement 3 BHK to buy in ${place.areaName}, 1.2`);
    expect(raw).toContain('1.5 Cr expires in 2 days');
    expect(raw).toContain('http://localhost:3000/notification-settings');
    expect(raw).not.toContain('wants to connect');
    expect(raw).not.toContain('Ramesh');
    expect(raw).not.toContain('98450');
    const outbox = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, reader.email), eq(mailOutbox.kind, 'notification_digest')));
    expect(outbox).toHaveLength(1);
    expect(`${outbox[0]?.textBody}${outbox[0]?.htmlBody}`).not.toContain('Ramesh');
  });

  it('sends nothing more that day, then lists only what came since on the next', async () => {
    expect(await planNotificationDigests(ctx, { at: DAY_1_0900 })).toBe(0);
    expect(await planNotificationDigests(ctx, { at: DAY_1_1500 })).toBe(0);
    await t.app.jobs.runDue();
    expect(mailsTo(reader.email)).toHaveLength(2);

    await notifyUsers(ctx, [message(reader, sender, 'Asha', 'Second day question')]);
    expect(await planNotificationDigests(ctx, { at: DAY_2_0900 })).toBeGreaterThanOrEqual(1);
    await t.app.jobs.runDue();
    const mails = await waitFor(() => (mailsTo(reader.email).length === 3 ? mailsTo(reader.email) : undefined), 'the second digest');
    const raw = rawOf(mails[2]);
    expect(raw).toMatch(/Subject: Your BrokerCircle daily digest: 1 notification\b/);
    expect(raw).toContain('Second day question');
    expect(raw).not.toContain('Whitefield');
    expect(raw).not.toContain('Lake view');
    expect((await digestRows(reader.id)).map((r) => [r.day, r.notificationCount])).toEqual([
      ['2030-01-01', 3],
      ['2030-01-02', 1],
    ]);
  });

  it('a broker with nothing to list gets no e-mail, and one row that settles the day', async () => {
    const quiet = await registerBroker(t);
    await putSettings(t, quiet, { types: [{ type: 'message', delivery: 'daily' }] });
    await planNotificationDigests(ctx, { at: DAY_1_0900 });
    expect(await digestRows(quiet.id)).toMatchObject([{ day: '2030-01-01', notificationCount: 0 }]);
    await t.app.jobs.runDue();
    expect(mailsTo(quiet.email)).toEqual([]);
  });
});

describe('two instances', () => {
  it('planning and sending at the same moment: one e-mail', async () => {
    const second = await createSecondInstance(t);
    try {
      const broker = await registerBroker(t);
      const sender = await registerBroker(t);
      await putSettings(t, broker, { types: [{ type: 'message', delivery: 'daily' }] });
      await notifyUsers(ctx, [message(broker, sender, 'Twin Sender', 'First'), message(broker, sender, 'Twin Sender', 'Second')]);
      const at = new Date('2030-02-01T04:00:00Z');
      const planned = await Promise.all([
        planNotificationDigests(ctx, { at }),
        planNotificationDigests(second.app.appContext, { at }),
        planNotificationDigests(ctx, { at }),
        planNotificationDigests(second.app.appContext, { at }),
      ]);
      expect(await digestRows(broker.id)).toMatchObject([{ day: '2030-02-01', notificationCount: 2 }]);
      const sendJobs = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'notification_digest.send'), sql`${jobs.payload}->>'user_id' = ${broker.id}`));
      expect(sendJobs).toHaveLength(1);
      expect(planned.reduce((a, b) => a + b, 0)).toBe(1);

      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
      await waitFor(() => (mailsTo(broker.email).length > 0 ? true : undefined), 'the digest');
      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
      expect(mailsTo(broker.email)).toHaveLength(1);
      expect(rawOf(mailsTo(broker.email)[0])).toMatch(/daily digest: 2 notifications/);
    } finally {
      await second.close();
    }
  });

  it('the hourly schedule runs the planning once per hour across instances', async () => {
    const second = await createSecondInstance(t);
    try {
      await t.database.db
        .update(jobSchedules)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(eq(jobSchedules.name, 'hourly.notification_digests'));
      const before = await t.database.db.select().from(jobs).where(eq(jobs.name, 'notification_digest.plan'));
      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
      const after = await t.database.db.select().from(jobs).where(eq(jobs.name, 'notification_digest.plan'));
      expect(after.length - before.length).toBe(1);
      expect(after.every((j) => j.status === 'succeeded')).toBe(true);
    } finally {
      await second.close();
    }
  });
});
