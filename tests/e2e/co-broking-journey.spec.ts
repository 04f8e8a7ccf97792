// Issue 20's co-broking journey: broker A (the client's broker, with a requirement) and
// broker B (the listing broker, with a matching listing) are connected. A's co-broking
// draft is made over the API (its builder form is another slice); A opens it, signs and
// sends with the password and is offered WhatsApp; B, in another browser, opens the
// notification, reads the terms but not the client, signs with the password, and then
// sees the client; A's page turns to Executed live; both download the PDF.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  apiCreateProperty,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

const CLIENT_NOTE = 'Mrs Fernandes, 98860 22334';
const NOTE_LATER = "The client's details reach you once both of you have signed.";

/** Waits for the executed PDF (its SHA-256 shows once the server made it), downloads it and checks it is a PDF. */
async function downloadPdf(page: Page): Promise<void> {
  await expect(page.getByText('SHA-256 of the signed PDF')).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^agreement-[0-9a-f]{8}\.pdf$/);
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Nothing wider than the screen (a long e-mail once pushed a phone's page sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('co-broking terms sent by the client broker are signed in the app by the listing broker, who sees the client only then', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseUrl = String(testInfo.project.use.baseURL);
  const shot = (name: string) => testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  const asha = newBroker('Asha', testInfo.project.name);
  const vikram = newBroker('Vikram', testInfo.project.name);
  await registerBroker(page, asha);
  const vikramPage = await newBrokerPage(browser, testInfo);
  await registerBroker(vikramPage, vikram);
  await connectBrokers(baseUrl, asha, vikram);

  // A's requirement (with the client's note) and B's listing that fits it.
  const a = await apiSignIn(baseUrl, asha);
  const b = await apiSignIn(baseUrl, vikram);
  const cities = await apiCall<Array<{ id: number; name: string }>>(baseUrl, a.token, 'GET', '/api/cities');
  const cityId = (cities.find((c) => c.name === 'Bangalore') ?? cities[0])!.id;
  const requirement = await apiCall<{ id: string }>(baseUrl, a.token, 'POST', '/api/requirements', {
    property_type: 'Sale',
    city_id: cityId,
    budget_max: 13_000_000,
    bedrooms_min: 3,
    client_note: CLIENT_NOTE,
    visibility: 'Network Only',
  });
  const listingTitle = `Garden 3 BHK in Indiranagar (${testInfo.project.name})`;
  const propertyId = await apiCreateProperty(baseUrl, b.token, { title: listingTitle, visibility: 'Network Only', price: 12_000_000, bedrooms: 3 });
  const draft = await apiCall<{ id: string }>(baseUrl, a.token, 'POST', '/api/agreements', {
    kind: 'broker_to_broker',
    language: 'en',
    terms: {
      requirement_id: requirement.id,
      property_id: propertyId,
      client_broker_share: 50,
      invoicing: 'listing_broker_collects',
      protection_days: 90,
      payment_days: 7,
      rera_number: 'A51800012345',
    },
  });
  const title = `Co-broking: ${listingTitle}`;

  // A opens the draft: the terms and the client, private to A.
  await page.goto(`/agreement/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Commission split' })).toContainText("You, the client's broker: 50 %");
  const aClient = page.getByRole('region', { name: 'Client (private to you)' });
  await expect(aClient.getByText(CLIENT_NOTE)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('co-broking-draft'), fullPage: true });

  // A signs and sends with the password; no client link, WhatsApp to B instead.
  await page.getByRole('button', { name: 'Sign and send' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Sign and send' });
  await sendDialog.getByLabel('Your password').fill(asha.password);
  await sendDialog.getByRole('button', { name: 'Sign and send' }).click();
  const told = page.getByRole('dialog', { name: 'Sent for signing' });
  await expect(told.getByRole('link', { name: `Tell ${vikram.name} on WhatsApp` })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await page.screenshot({ path: shot('co-broking-sent') });
  await told.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New link' })).toHaveCount(0);

  // B opens the notification: the terms, not the client.
  const bell = vikramPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await vikramPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`sent you co-broking terms to sign`) })
    .first()
    .click();
  await expect(vikramPage).toHaveURL(new RegExp(`/agreement/${draft.id}$`));
  await expect(vikramPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(vikramPage.getByRole('list', { name: 'Commission split' })).toContainText(`${asha.name}, the client's broker: 50 %`);
  await expect(vikramPage.getByText(NOTE_LATER)).toBeVisible();
  await expect(vikramPage.getByText('Fernandes')).toHaveCount(0);
  await expect(vikramPage.getByRole('button', { name: 'Cancel agreement' })).toHaveCount(0);
  await expectAccessible(vikramPage);
  await expectNoSidewaysScroll(vikramPage);
  await vikramPage.screenshot({ path: shot('co-broking-to-sign'), fullPage: true });

  // B signs with the password; the client reaches B.
  await vikramPage.getByRole('button', { name: 'Sign', exact: true }).click();
  const signDialog = vikramPage.getByRole('dialog', { name: 'Sign the co-broking terms' });
  await signDialog.getByLabel('Your password').fill(vikram.password);
  await vikramPage.screenshot({ path: shot('co-broking-sign-dialog') });
  await signDialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(vikramPage.getByText('Executed', { exact: true }).first()).toBeVisible();
  await expect(vikramPage.getByRole('region', { name: 'Client' }).getByText(CLIENT_NOTE)).toBeVisible();
  await expect(vikramPage.getByText(NOTE_LATER)).toHaveCount(0);

  // A sees Executed without a reload; both download the PDF.
  await expect(page.getByText('Executed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await downloadPdf(page);
  await downloadPdf(vikramPage);
  await vikramPage.screenshot({ path: shot('co-broking-executed-listing-broker'), fullPage: true });
  await page.screenshot({ path: shot('co-broking-executed-client-broker'), fullPage: true });
  await expectNoSidewaysScroll(page);
  await expectNoSidewaysScroll(vikramPage);
  await expectAccessible(vikramPage);
  await vikramPage.context().close();
});
