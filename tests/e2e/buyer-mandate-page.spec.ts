// Issue 20: a buyer mandate's page (its draft made over the API; the builder form is
// another slice): the client, the requirement, and the fee worked out with GST on the
// requirement's budget, on a phone and on a desktop.
import { expect, test } from '@playwright/test';
import { apiCall, apiSignIn, expectAccessible, newBroker, registerBroker } from './support/helpers';

test("a buyer mandate's page shows the client, the requirement and the fee worked out on its budget", async ({ page }, testInfo) => {
  const baseUrl = String(testInfo.project.use.baseURL);
  const meena = newBroker('Meena', testInfo.project.name);
  await registerBroker(page, meena);
  const { token } = await apiSignIn(baseUrl, meena);
  const cities = await apiCall<Array<{ id: number; name: string }>>(baseUrl, token, 'GET', '/api/cities');
  const cityId = (cities.find((c) => c.name === 'Bangalore') ?? cities[0])!.id;
  const requirement = await apiCall<{ id: string; title: string }>(baseUrl, token, 'POST', '/api/requirements', {
    property_type: 'Sale',
    city_id: cityId,
    budget_max: 13_000_000,
    bedrooms_min: 3,
  });
  const draft = await apiCall<{ id: string; title: string }>(baseUrl, token, 'POST', '/api/agreements', {
    kind: 'buyer_to_broker',
    language: 'en',
    terms: {
      client_name: 'Ravi Kumar',
      client_email: 'ravi@example.com',
      client_phone: '9845012399',
      requirement_id: requirement.id,
      fee_basis: 'percent',
      fee_value: 1,
      start_date: '2026-12-01',
      end_date: '2027-05-30',
      exclusivity: 'exclusive',
      rera_number: 'A51800012345',
    },
  });

  await page.goto(`/agreement/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Ravi Kumar' })).toContainText('ravi@example.com · 9845012399');
  await expect(page.getByRole('link', { name: requirement.title })).toHaveAttribute('href', `/requirement/${requirement.id}`);
  await expect(page.getByText('₹1,30,000 + GST ₹23,400 = ₹1,53,400 on a price of ₹1,30,00,000')).toBeVisible();
  await expect(page.getByText('1 Dec 2026 to 30 May 2027')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`buyer-mandate-${testInfo.project.name}.png`), fullPage: true });
});
