import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import { apiCall, apiCreateProperty, apiSignIn, expectAccessible, newBroker, registerBroker, waitForMail } from './support/helpers';

test('a broker downloads a copy of their data, then deletes the account: signed out, and the old public pages are gone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const broker = { ...newBroker('Hema', project), name: `Hema Nair ${project}` };
  const vanity = `hema-${project}-${Date.now().toString(36)}`;

  await registerBroker(page, broker);
  // A public profile address and a Public listing with its own page.
  const api = await apiSignIn(baseUrl, broker);
  await apiCall(baseUrl, api.token, 'PUT', '/api/profiles/me', {
    full_name: broker.name,
    city: 'Bangalore',
    bio: null,
    areas: [],
    company_name: null,
    phone: '9876543210',
    website: null,
    vanity_url: vanity,
  });
  const listingId = await apiCreateProperty(baseUrl, api.token, { title: `Hema garden villa ${project}`, visibility: 'Public' });
  const listing = await apiCall<{ static_html_url: string }>(baseUrl, api.token, 'GET', `/api/properties/${listingId}`);
  const listingPath = new URL(listing.static_html_url, baseUrl).pathname;
  const publicPaths = [`/in/${vanity}`, `/${vanity}/card`, listingPath];
  for (const path of publicPaths) expect((await page.request.get(path)).status(), path).toBe(200);

  // 'Download my data' on the profile page: nothing requested yet.
  await page.goto('/profile');
  const section = page.locator('#download-my-data');
  await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await expect(section.getByText('You have not requested a copy yet.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('download-my-data-empty.png'), fullPage: true });
  await expectAccessible(page);

  const since = Date.now();
  await section.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText('We are preparing your data').first()).toBeVisible();
  // Built in the background; the page learns of it (notification or poll) and offers the file.
  const download = section.getByRole('button', { name: 'Download' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/Your data is ready \(.+\)\. Available until/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('download-my-data-ready.png'), fullPage: true });
  await expectAccessible(page);

  // The e-mail says so and leads to the profile, not to the file.
  const mail = await waitForMail(broker.email, since);
  expect(mail).toContain('/profile#download-my-data');
  expect(mail).not.toContain('/api/account/exports');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^brokercircle-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = testInfo.outputPath('export.zip');
  await file.saveAs(saved);
  const bytes = fs.readFileSync(saved);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  // The page is still there after the download started.
  await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();

  // 'Delete my account': the consequences, then the password.
  const danger = page.locator('#delete-my-account');
  await danger.scrollIntoViewIfNeeded();
  await expect(danger.getByText(/shown as from a ‘Former member’/)).toBeVisible();
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct. Your account has not been deleted.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('delete-account-dialog.png') });
  await expectAccessible(page);

  await dialog.getByLabel('Current password').fill(broker.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
  await page.screenshot({ path: testInfo.outputPath('after-delete.png') });

  // Signed out for good: a protected page asks to sign in, and the password no longer works.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(broker.email);
  await page.getByLabel('Password').fill(broker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();

  // The old public pages are the not-found page.
  for (const path of publicPaths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  await page.screenshot({ path: testInfo.outputPath('old-public-page.png') });
});
