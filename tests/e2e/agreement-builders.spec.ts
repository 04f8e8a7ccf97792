// Issue 20's builders for the other two kinds: a broker proposes co-broking from a match
// of their requirement on another member's listing (the form opens prefilled), saves the
// terms and edits the draft in the same builder; and drafts a buyer's mandate for the
// requirement, the fee worked on its budget. Screenshots at the project's width.
import { expect, test } from '@playwright/test';
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

const SHOTS = '/work/notes/shots-web-forms';

test('co-broking proposed from a match, edited as a draft, and a buyer mandate for the same requirement', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const baseUrl = String(testInfo.project.use.baseURL);
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
  const asha = newBroker('Asha', testInfo.project.name);
  const vikram = newBroker('Vikram', testInfo.project.name);
  await registerBroker(page, asha);
  const vikramPage = await newBrokerPage(browser, testInfo);
  await registerBroker(vikramPage, vikram);
  await vikramPage.context().close();
  // Matching looks at the listings of a broker's network.
  await connectBrokers(baseUrl, asha, vikram);

  // Vikram's listing, open to his network; then Asha's requirement that it matches.
  const listingTitle = `Garden villa 3 BHK (${testInfo.project.name} ${Date.now()})`;
  const v = await apiSignIn(baseUrl, vikram);
  await apiCreateProperty(baseUrl, v.token, { title: listingTitle, visibility: 'Network Only', price: 13_000_000, bedrooms: 3 });
  const a = await apiSignIn(baseUrl, asha);
  const cities = await apiCall<Array<{ id: number; name: string }>>(baseUrl, a.token, 'GET', '/api/cities');
  const city = cities.find((c) => c.name === 'Bangalore') ?? cities[0];
  const requirement = await apiCall<{ id: string; title: string }>(baseUrl, a.token, 'POST', '/api/requirements', {
    property_type: 'Sale',
    city_id: city?.id,
    budget_min: 12_000_000,
    budget_max: 15_000_000,
    bedrooms_min: 3,
    client_note: 'Mr Mehta, 98450 12345',
    visibility: 'Network Only',
  });

  // The match offers 'Propose co-broking'; the builder opens with both filled in.
  await page.goto(`/requirement/${requirement.id}`);
  const match = page.getByRole('article', { name: listingTitle });
  await match.getByRole('link', { name: 'Propose co-broking' }).click();
  await expect(page).toHaveURL(new RegExp(`/agreements/broker-to-broker\\?requirement=${requirement.id}&property=`));
  await expect(page.getByRole('heading', { name: 'Broker to Broker Agreement' })).toBeVisible();
  await expect(page.getByLabel('Requirement')).toHaveValue(requirement.id);
  await expect(page.getByText(listingTitle)).toBeVisible();
  await expect(page.getByText(`Listed by ${vikram.name}`)).toBeVisible();
  await expect(page.getByText("Your client's details (the private note on your requirement) stay hidden")).toBeVisible();
  await page.getByLabel('Your share (%)').fill('60');
  await expect(page.getByText('You 60 %, the listing broker 40 % of the total commission.')).toBeVisible();
  await shot('co-broking-form');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/agreement\/[0-9a-f-]{36}$/);
  const agreementId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The draft opens in the co-broking builder again.
  await page.goto(`/edit-agreement/${agreementId}`);
  await expect(page.getByRole('heading', { name: 'Edit Broker to Broker Agreement' })).toBeVisible();
  await expect(page.getByLabel('Your share (%)')).toHaveValue('60');
  await page.getByRole('button', { name: '50/50' }).click();
  await shot('co-broking-edit');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/agreement/${agreementId}$`));
  const saved = await apiCall<{ kind: string; terms: { client_broker_share: number } }>(baseUrl, a.token, 'GET', `/api/agreements/${agreementId}`);
  expect(saved.kind).toBe('broker_to_broker');
  expect(saved.terms.client_broker_share).toBe(50);

  // The buyer's mandate for the same requirement: the fee worked on the top of the budget.
  await page.goto('/agreements/buyer-to-broker');
  await page.getByLabel("Client's full name").fill('Rohan Mehta');
  await page.getByLabel("Client's phone").fill('98450 12345');
  await page.getByLabel('Requirement').selectOption(requirement.id);
  await page.getByLabel('Fee (%)').fill('1');
  await expect(page.getByLabel('Fee with GST')).toContainText('₹1,50,000 + GST ₹27,000 = ₹1,77,000');
  await page.getByLabel('Language of the document').selectOption('hi');
  await shot('buyer-form');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/agreement\/[0-9a-f-]{36}$/);

  // Validation at the fields, on an empty buyer form.
  await page.goto('/agreements/buyer-to-broker');
  await expect(page.getByLabel('Requirement')).toBeEnabled();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Please fix the following errors:')).toBeVisible();
  await shot('buyer-errors');
});
