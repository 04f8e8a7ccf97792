import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { readE2eState } from './e2e-state';

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Toasts come and go with opacity transitions (and queued ones wait invisible), so
  // axe would measure contrasts no reader sees at rest. Wait until the toasts have gone
  // (3 s each); if one lingers (a pointer resting on it pauses it), scan without it.
  const toastsGone = await expect(page.locator('[data-sonner-toast]'))
    .toHaveCount(0, { timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  const builder = new AxeBuilder({ page });
  const results = await (toastsGone ? builder : builder.exclude('[data-sonner-toaster]')).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Waits (bounded) for a mail to `to` that the SMTP server captured, and returns its raw text. */
export async function waitForMail(to: string, since: number): Promise<string> {
  const { mailDir } = readE2eState();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(mailDir).sort().reverse()) {
      if (Number(file.split('-')[0]) < since) continue;
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; raw: string };
      if (mail.to.includes(to)) return mail.raw;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** The reset link from a raw mail (quoted-printable soft breaks undone). */
export function resetLinkFrom(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(https?:\/\/[^\s"<>]+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export async function signOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
}

export type Broker = { name: string; email: string; password: string };

/** A new broker for this run: unique e-mail per project and run. */
export function newBroker(first: string, project: string): Broker {
  const slug = first.toLowerCase();
  return { name: `${first} Broker`, email: `${slug}.${project}.${Date.now()}@example.com`, password: `${slug}-garden-2026` };
}

/** Registers through the UI with the founders' code; ends signed in on /my-properties. */
export async function registerBroker(page: Page, broker: Broker): Promise<void> {
  const { founderCode } = readE2eState();
  await page.goto(`/register?code=${founderCode}`);
  await page.getByLabel('Full name').fill(broker.name);
  await page.getByLabel('Email').fill(broker.email);
  await page.getByLabel('Password').fill(broker.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/my-properties$/);
}

/** Signs in over the API (not the page): the access token and user id, for API set-up steps. */
export async function apiSignIn(baseUrl: string, broker: Broker): Promise<{ token: string; id: string }> {
  const res = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: broker.email, password: broker.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { session: { access_token: string }; user: { id: string } };
  return { token: body.session.access_token, id: body.user.id };
}

/** A call to our API with a bearer token; fails the test on a non-2xx answer. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** `requester` asks `recipient` to connect and `recipient` accepts (both over the API). */
export async function connectBrokers(baseUrl: string, requester: Broker, recipient: Broker): Promise<void> {
  const from = await apiSignIn(baseUrl, requester);
  const to = await apiSignIn(baseUrl, recipient);
  const request = await apiCall<{ id: string }>(baseUrl, from.token, 'POST', '/api/connections', { recipient_id: to.id });
  await apiCall(baseUrl, to.token, 'POST', `/api/connections/${request.id}/accept`, {});
}

/** Creates a listing over the API (multipart with a JSON `data` part, no photos); returns its id. */
export async function apiCreateProperty(
  baseUrl: string,
  token: string,
  fields: {
    title: string;
    visibility: 'Private' | 'Network Only' | 'All' | 'Public';
    property_type?: 'Sale' | 'Rent';
    price?: number;
    bedrooms?: number;
  },
): Promise<string> {
  const cities = await apiCall<Array<{ id: number; name: string }>>(baseUrl, token, 'GET', '/api/cities');
  const city = cities.find((c) => c.name === 'Bangalore') ?? cities[0];
  if (!city) throw new Error('no seeded cities');
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      description: 'Bright corner flat with two balconies and covered parking.',
      price: 9_500_000,
      property_type: 'Sale',
      city_id: city.id,
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      ...fields,
    }),
  );
  const res = await fetch(`${baseUrl}/api/properties`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`property create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** A second browser for another broker, with the same phone or desktop settings. */
export async function newBrokerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  return context.newPage();
}

/** A small real photo (JPEG or PNG) of one colour with a lighter square in it. */
export async function photo(
  name: string,
  colour: { r: number; g: number; b: number },
  format: 'jpeg' | 'png',
) {
  const square = await sharp({
    create: { width: 200, height: 150, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
  const image = sharp({
    create: { width: 640, height: 480, channels: 3, background: colour },
  }).composite([{ input: square, top: 165, left: 220 }]);
  const buffer =
    format === 'jpeg' ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}
