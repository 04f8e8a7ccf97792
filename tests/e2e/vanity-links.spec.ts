import { expect, test } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import { apiCall, apiSignIn, expectAccessible, newBroker, registerBroker } from './support/helpers';

test('a broker changes her vanity URL; links shared with the old one still open her pages (decision 024)', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const broker = { ...newBroker('Lata', project), name: `Lata Iyer ${project}` };
  const stamp = Date.now().toString(36);
  const oldVanity = `lata-${project}-${stamp}`;
  const newVanity = `lata-iyer-${project}-${stamp}`;

  await registerBroker(page, broker);
  const api = await apiSignIn(baseUrl, broker);
  const me = await apiCall<Record<string, unknown>>(baseUrl, api.token, 'GET', '/api/profiles/me');
  await apiCall(baseUrl, api.token, 'PUT', '/api/profiles/me', {
    full_name: me.full_name,
    city: null,
    bio: null,
    areas: [],
    company_name: null,
    phone: null,
    website: null,
    vanity_url: oldVanity,
  });

  // She changes it on her profile; the form says old links keep working.
  await page.goto('/profile');
  await page.getByRole('button', { name: /Edit Profile/ }).click();
  const vanity = page.getByRole('textbox', { name: 'Vanity URL' });
  await expect(vanity).toHaveValue(oldVanity);
  await vanity.fill(newVanity);
  const note = page.getByText('Links with your old vanity URL keep working: they forward to the new one.');
  await expect(note).toBeVisible();
  await note.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('profile-vanity-change.png') });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('button', { name: /Edit Profile/ })).toBeVisible();

  // A client opens the old links: they land on the new addresses.
  const client = await page.context().browser()?.newContext();
  if (!client) throw new Error('no browser');
  const clientPage = await client.newPage();
  const profile = await clientPage.goto(`${baseUrl}/in/${oldVanity}`);
  expect(profile?.status()).toBe(200);
  expect(clientPage.url()).toBe(`${baseUrl}/in/${newVanity}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: broker.name })).toBeVisible();
  const card = await clientPage.goto(`${baseUrl}/${oldVanity}/card`);
  expect(card?.status()).toBe(200);
  expect(clientPage.url()).toBe(`${baseUrl}/${newVanity}/card`);
  const redirect = await fetch(`${baseUrl}/in/${oldVanity}`, { redirect: 'manual' });
  expect([redirect.status, redirect.headers.get('location')]).toEqual([301, `/in/${newVanity}`]);
  await client.close();

  // Another broker cannot take the old vanity while it forwards.
  const other = { ...newBroker('Mohan', project), name: `Mohan Das ${project}` };
  const otherPage = await page.context().browser()?.newContext();
  if (!otherPage) throw new Error('no browser');
  const p2 = await otherPage.newPage();
  await p2.goto(`${baseUrl}/start`);
  const { founderCode } = readE2eState();
  await p2.goto(`${baseUrl}/register?code=${founderCode}`);
  await p2.getByLabel('Full name').fill(other.name);
  await p2.getByLabel('Email').fill(other.email);
  await p2.getByLabel('Password').fill(other.password);
  await p2.getByRole('button', { name: 'Sign Up' }).click();
  await expect(p2).toHaveURL(/\/my-properties$/);
  await p2.goto(`${baseUrl}/profile`);
  await p2.getByRole('button', { name: /Edit Profile/ }).click();
  await p2.getByRole('textbox', { name: 'Vanity URL' }).fill(oldVanity);
  await p2.getByRole('button', { name: 'Save Profile' }).click();
  await expect(p2.getByText("This vanity URL was another broker's and still forwards to their page. Choose another.").first()).toBeVisible();
  await otherPage.close();
});
