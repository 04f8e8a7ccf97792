// A broker's public project page (issue 21, decision 044 "Public project page per broker"):
// POST /api/projects/:id/share from every side (marketer, permitted broker, a member who
// sees the project but may not bring clients, stranger, signed out), idempotent and
// concurrent; and /p/{public_id} read signed out: its tags, no script, the budget, the
// sharing broker's contact and both RERA numbers, the price sheet, never the marketer's
// contact on another broker's page nor any client; not found when unknown, after the broker
// loses the right, and after the project is deleted.
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { PROJECT_SHARE_MESSAGES, type ProjectShare } from '#shared/schemas/project-shares.ts';
import type { ProjectInput } from '#shared/schemas/projects.ts';
import { connections, profiles, projects, projectShares } from '#server/db/schema.ts';
import { testWithApp } from '../helpers/fixtures';
import { call, MINIMAL_PDF, postProject, putBrochure, registerOk } from '../helpers/projects';
import { connectBrokers } from '../helpers/properties';
import { expectNotFoundPage, getPage, openPage } from '../helpers/public-pages';
import { registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const test = testWithApp();
const ORIGIN = 'http://localhost:3000';

type Contact = { name: string; phone: string; company: string; rera?: [string, string] };

async function setContact(t: TestApp, who: SignedIn, c: Contact) {
  await t.database.db
    .update(profiles)
    .set({
      fullName: c.name,
      phone: c.phone,
      companyName: c.company,
      reraNumber: c.rera?.[0] ?? null,
      reraState: c.rera?.[1] ?? null,
    })
    .where(eq(profiles.id, who.id));
}

/** A marketer, a connected partner, and a member who is not connected to the marketer. */
async function world(t: TestApp, input: Partial<ProjectInput> = {}) {
  const marketer = await registerBroker(t);
  const partner = await registerBroker(t);
  const outsider = await registerBroker(t);
  await setContact(t, marketer, {
    name: 'Meera Marketer',
    phone: '9811122233',
    company: 'Menon Developers Sales',
    rera: ['A51700099999', 'Maharashtra'],
  });
  await setContact(t, partner, {
    name: 'Pranav Partner',
    phone: '9876501234',
    company: 'Pai Realty',
    rera: ['A51800012345', 'Maharashtra'],
  });
  const connectionId = await connectBrokers(t, marketer, partner);
  const project = await postProject(t, marketer, {
    name: 'Godrej Woods',
    developer: 'Godrej Properties',
    rera_project_number: 'P52100012345',
    area: 'Sector 43',
    address: 'Plot 7, Sector 43 Main Road',
    possession_date: '2027-12-31',
    description: 'Forest-themed towers near the metro.',
    amenities: ['Clubhouse', 'Pool'],
    status: 'launched',
    commission: 'Secret terms 2.5 %',
    visibility: 'All',
    who_may_register: 'network',
    ...input,
  });
  return { marketer, partner, outsider, connectionId, project };
}

/** The project's shares, optionally one broker's. */
async function sharesOf(t: TestApp, projectId: string, brokerId?: string) {
  return t.database.db
    .select({ publicId: projectShares.publicId })
    .from(projectShares)
    .where(
      and(
        eq(projectShares.projectId, projectId),
        brokerId ? eq(projectShares.brokerId, brokerId) : undefined,
      ),
    );
}

const share = (t: TestApp, who: SignedIn | null, projectId: string) =>
  call(t, who, 'POST', `/api/projects/${projectId}/share`);

async function shareOk(t: TestApp, who: SignedIn, projectId: string): Promise<ProjectShare> {
  const res = await share(t, who, projectId);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<ProjectShare>();
}

const pathOf = (s: ProjectShare) => new URL(s.url).pathname;

describe('sharing a project', () => {
  test('the marketer and a connected partner get their own link; again is the same link', async ({
    t,
  }) => {
    const { marketer, partner, project } = await world(t);
    const first = await share(t, partner, project.id);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<ProjectShare>();
    expect(body.public_id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(body.url).toBe(`${ORIGIN}/p/${body.public_id}`);

    const again = await share(t, partner, project.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);

    const own = await share(t, marketer, project.id);
    expect(own.statusCode).toBe(201);
    expect(own.json<ProjectShare>().public_id).not.toBe(body.public_id);
    expect(await sharesOf(t, project.id)).toHaveLength(2);
  });

  test("who_may_register 'network': a member who sees it but is not connected gets 403", async ({
    t,
  }) => {
    const { outsider, project } = await world(t, { who_may_register: 'network' });
    const res = await share(t, outsider, project.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(PROJECT_SHARE_MESSAGES.notAllowed);
    expect(await sharesOf(t, project.id)).toHaveLength(0);
  });

  test("who_may_register 'all': the same member may share", async ({ t }) => {
    const { outsider, project } = await world(t, { who_may_register: 'all' });
    expect((await share(t, outsider, project.id)).statusCode).toBe(201);
  });

  test('a project the caller cannot see is 404, like a missing or malformed one', async ({ t }) => {
    const { outsider, project } = await world(t, { visibility: 'Network Only' });
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await share(t, outsider, id);
      expect(res.statusCode, id).toBe(404);
    }
  });

  test('signed out is 401', async ({ t }) => {
    const { project } = await world(t);
    expect((await share(t, null, project.id)).statusCode).toBe(401);
  });

  test('two calls at once make one row and answer the same link', async ({ t }) => {
    const { partner, project } = await world(t);
    const results = await Promise.all([1, 2, 3].map(() => share(t, partner, project.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 201]);
    const ids = new Set(results.map((r) => r.json<ProjectShare>().public_id));
    expect(ids.size).toBe(1);
    expect(await sharesOf(t, project.id, partner.id)).toEqual(
      [...ids].map((publicId) => ({ publicId })),
    );
  });
});

describe('the public page', () => {
  async function seedPriceSheet(t: TestApp, marketer: SignedIn, projectId: string) {
    for (const unit of [
      { label: '2 BHK', carpet_sqft: 1250, price_per_sqft: 12500, other_charges: 0 },
      { label: '3 BHK', carpet_sqft: 1800, price_per_sqft: 12000, from_price: 23500000 },
    ]) {
      const res = await call(t, marketer, 'POST', `/api/projects/${projectId}/unit-types`, unit);
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  test('renders the project with the sharing broker, signed out, without script', async ({ t }) => {
    const { marketer, partner, project } = await world(t);
    await seedPriceSheet(t, marketer, project.id);
    const link = await shareOk(t, partner, project.id);

    const page = await openPage(t, pathOf(link));
    const { res, document, meta, text } = page;
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/<script/i);
    expect(Buffer.byteLength(res.body)).toBeLessThan(30_000);

    expect(document.querySelector('h1')?.textContent).toBe('Godrej Woods');
    expect(page.canonical).toBe(link.url);
    expect(meta('og:title')).toBe('Godrej Woods');
    expect(meta('og:url')).toBe(link.url);
    expect(meta('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/project/${link.public_id}\\.jpg\\?v=`),
    );
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBe('noindex, nofollow');
    const description = meta('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain('Launched project by Godrej Properties');

    for (const fact of [
      'Godrej Properties',
      'Launched',
      '31 Dec 2027',
      'Sector 43, Bangalore',
      'Plot 7, Sector 43 Main Road',
      'Forest-themed towers near the metro.',
      'Clubhouse',
      'P52100012345',
      // The sharing broker: name, company, RERA agent number.
      'Pranav Partner',
      'Pai Realty',
      'RERA A51800012345 (Maharashtra)',
      // The price sheet with en-IN grouping: 1250 × 12500 and an entered 'from' price.
      'Carpet (sq ft)',
      '1,250',
      '₹12,500',
      '₹1,56,25,000',
      '₹2,35,00,000',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(document.querySelector('a[href="tel:+919876501234"]')).not.toBeNull();
    expect(document.querySelector('a[href^="https://wa.me/919876501234?text="]')).not.toBeNull();
    const shareHref = Array.from(document.querySelectorAll('a'))
      .find((a) => a.textContent === 'Share on WhatsApp')
      ?.getAttribute('href');
    expect(shareHref).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Godrej Woods\n${link.url}`)}`,
    );
    // No photos yet: the placeholder; no brochure: no link.
    expect(document.querySelector('[aria-label="No photos of this project yet"]')).not.toBeNull();
    expect(text).not.toContain('Download brochure');

    // Client protection: nothing of the marketer, no commission terms.
    for (const hidden of [
      'Meera Marketer',
      '9811122233',
      '919811122233',
      marketer.email,
      'A51700099999',
      'Secret terms',
    ]) {
      expect(res.body, hidden).not.toContain(hidden);
    }

    const again = await getPage(t, pathOf(link), { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test("never shows a registered client's name or phone", async ({ t }) => {
    const { partner, project } = await world(t);
    await registerOk(t, partner, project.id, {
      client_name: 'Kavya Client',
      client_phone: '9845012345',
    });
    const link = await shareOk(t, partner, project.id);
    const res = await getPage(t, pathOf(link));
    expect(res.statusCode).toBe(200);
    for (const hidden of ['Kavya', '9845012345', '98450 12345']) {
      expect(res.body, hidden).not.toContain(hidden);
    }
  });

  test("the marketer's own page shows the marketer; photos and the brochure when present", async ({
    t,
  }) => {
    const { marketer, project } = await world(t);
    const photo = `/media/project_images/${'a'.repeat(32)}/full.webp`;
    await t.database.db.update(projects).set({ images: [photo] }).where(eq(projects.id, project.id));
    const uploaded = await putBrochure(t, marketer, project.id, MINIMAL_PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const link = await shareOk(t, marketer, project.id);
    const page = await openPage(t, pathOf(link));
    expect(page.text).toContain('Meera Marketer');
    expect(page.text).toContain('RERA A51700099999 (Maharashtra)');
    expect(page.document.querySelector('.hero img')?.getAttribute('src')).toBe(photo);
    expect(page.res.body).toContain(`/media/project_images/${'a'.repeat(32)}/medium.webp 800w`);
    const brochure = Array.from(page.document.querySelectorAll('a')).find((a) =>
      a.textContent?.startsWith('Download brochure'),
    );
    expect(brochure?.textContent).toBe(`Download brochure (${MINIMAL_PDF.length} B)`);
    expect(brochure?.getAttribute('href')).toBe(`${pathOf(link)}/brochure`);
  });

  test("the brochure downloads from a Network Only project's page, signed out, while the page is online", async ({
    t,
  }) => {
    const { marketer, partner, connectionId, project } = await world(t, {
      visibility: 'Network Only',
    });
    expect((await putBrochure(t, marketer, project.id, MINIMAL_PDF)).statusCode).toBe(200);
    const link = await shareOk(t, partner, project.id);
    // The project's own download is for members who see it; the page's is for its readers.
    expect((await call(t, null, 'GET', `/api/projects/${project.id}/brochure`)).statusCode).toBe(404);
    const download = await getPage(t, `${pathOf(link)}/brochure`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    // The partner is no longer the marketer's connection: page and brochure are gone.
    await t.database.db.delete(connections).where(eq(connections.id, connectionId));
    expect((await getPage(t, `${pathOf(link)}/brochure`)).statusCode).toBe(404);
    // A page without a brochure has no file either.
    const bare = await world(t);
    const bareLink = await shareOk(t, bare.partner, bare.project.id);
    expect((await getPage(t, `${pathOf(bareLink)}/brochure`)).statusCode).toBe(404);
  });

  test('the preview image answers while the page does', async ({ t }) => {
    const { partner, project } = await world(t);
    const link = await shareOk(t, partner, project.id);
    const image = await getPage(t, `/og/project/${link.public_id}.jpg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await getPage(t, '/og/project/AAAAAAAAAAAA.jpg')).statusCode).toBe(404);
  });

  test('unknown and malformed ids are the not-found page', async ({ t }) => {
    for (const id of ['AAAAAAAAAAAA', 'short', 'x'.repeat(64), '%3Cscript%3E']) {
      await expectNotFoundPage(t, `/p/${id}`);
    }
  });

  test('goes offline when the broker loses the right: disconnected from a network-only marketer', async ({
    t,
  }) => {
    const { partner, connectionId, project } = await world(t, { who_may_register: 'network' });
    const link = await shareOk(t, partner, project.id);
    await openPage(t, pathOf(link));
    await t.database.db.delete(connections).where(eq(connections.id, connectionId));
    await expectNotFoundPage(t, pathOf(link));
    expect((await getPage(t, `/og/project/${link.public_id}.jpg`)).statusCode).toBe(404);
  });

  test('goes offline when the project is made Network Only for a broker outside the network', async ({
    t,
  }) => {
    const { marketer, outsider, project } = await world(t, { who_may_register: 'all' });
    const link = await shareOk(t, outsider, project.id);
    await openPage(t, pathOf(link));
    const res = await call(t, marketer, 'PUT', `/api/projects/${project.id}`, {
      visibility: 'Network Only',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectNotFoundPage(t, pathOf(link));
  });

  test('a deleted project is not found, and its shares go with it', async ({ t }) => {
    const { marketer, partner, project } = await world(t);
    const link = await shareOk(t, partner, project.id);
    const res = await call(t, marketer, 'DELETE', `/api/projects/${project.id}`);
    expect(res.statusCode, res.body).toBe(204);
    await expectNotFoundPage(t, pathOf(link));
    expect(await sharesOf(t, project.id)).toHaveLength(0);
  });
});
