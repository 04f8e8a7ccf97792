import { expect, test } from '@playwright/test';
import { expectAccessible, newBroker, registerBroker } from './support/helpers';

const forwarded = `*2 BHK Flat for Rent* 🏠
📍 Andheri West, Mumbai
1100 sq ft, 2 bathrooms
Rent: 55k/month
Deposit 2 lakh
Call 98765 43210`;

test('a broker pastes a forwarded WhatsApp listing into Quick Entry and the form fills in', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await registerBroker(page, newBroker('Harsha', testInfo.project.name));
  await page.goto('/new-property');

  const input = page.getByLabel('Quick Entry');
  const extract = page.getByRole('button', { name: 'Extract Details' });
  await expect(extract).toBeDisabled();
  await input.fill(forwarded);
  await extract.click();

  // The summary of what was found, before anything touches the form.
  const summary = page.getByRole('region', { name: 'Extracted details' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('₹55,000')).toBeVisible();
  await expect(summary.getByText('Andheri West')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('quick-entry-summary.png'), fullPage: true });
  await expectAccessible(page);

  await summary.getByRole('button', { name: 'Apply to form' }).click();
  await expect(page.getByText('Details applied')).toBeVisible();

  // The form now holds the listing; the deposit and the phone number were not taken
  // for the price, and the city's areas were loaded before the area was chosen.
  await expect(page.getByLabel('Property Title')).toHaveValue('2 BHK Flat for Rent');
  await expect(page.getByLabel('Property Description')).toHaveValue(/Andheri West, Mumbai/);
  await expect(page.getByLabel('Price (INR)')).toHaveValue('55000');
  await expect(page.getByLabel('Bedrooms')).toHaveValue('2');
  await expect(page.getByLabel('Baths')).toHaveValue('2');
  await expect(page.getByLabel('Sqft')).toHaveValue('1100');
  await expect(page.getByLabel('City').locator('option:checked')).toHaveText('Mumbai');
  await expect(page.getByLabel('Area').locator('option:checked')).toHaveText('Andheri West');
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('quick-entry-applied.png'), fullPage: true });
});
