import { expect, test } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCreateProperty,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

test('a broker narrows the network listings by type, price and BHK, and the filtered link opens the same view', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const asha = newBroker('Asha', project);
  const bharat = newBroker('Bharat', project);
  await registerBroker(page, asha);
  const bharatPage = await newBrokerPage(browser, testInfo);
  await registerBroker(bharatPage, bharat);
  await bharatPage.context().close();
  await connectBrokers(baseUrl, asha, bharat);
  const { token } = await apiSignIn(baseUrl, bharat);
  const titles = {
    sale: `Sale 3 BHK near the park (${project})`,
    rent: `Rent 2 BHK by the metro (${project})`,
    big: `Rent 4 BHK villa with garden (${project})`,
  };
  await apiCreateProperty(baseUrl, token, { title: titles.sale, visibility: 'All', property_type: 'Sale', price: 12_000_000, bedrooms: 3 });
  await apiCreateProperty(baseUrl, token, { title: titles.rent, visibility: 'Network Only', property_type: 'Rent', price: 40_000, bedrooms: 2 });
  await apiCreateProperty(baseUrl, token, { title: titles.big, visibility: 'All', property_type: 'Rent', price: 150_000, bedrooms: 4 });

  await page.goto('/network-properties');
  const list = page.getByRole('list', { name: 'Network listings' });
  for (const title of Object.values(titles)) await expect(list.getByRole('link', { name: title })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filter network listings' });

  await filters.getByLabel('Type').selectOption('Rent');
  await expect(page).toHaveURL(/property_type=Rent/);
  await expect(list.getByRole('link', { name: titles.sale })).toHaveCount(0);
  await expect(list.getByRole('link', { name: titles.rent })).toBeVisible();

  await filters.getByLabel('Max price (₹)').fill('100000');
  await filters.getByLabel('Max price (₹)').press('Enter');
  await expect(page).toHaveURL(/price_max=100000/);
  await expect(list.getByRole('link', { name: titles.big })).toHaveCount(0);
  await expect(list.getByRole('link', { name: titles.rent })).toBeVisible();

  await filters.getByLabel('BHK').selectOption('3+ BHK');
  await expect(page).toHaveURL(/bedrooms=3/);
  await expect(page.getByRole('heading', { name: 'No listings match these filters' })).toBeVisible();

  // Nothing sideways at 390 px or 1280 px, and nothing serious for axe.
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`network-filters-${project}.png`), fullPage: true });

  // The link, opened again, is the same view.
  await filters.getByLabel('BHK').selectOption('Any BHK');
  await expect(page).not.toHaveURL(/bedrooms=/);
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByRole('region', { name: 'Filter network listings' }).getByLabel('Type')).toHaveValue('Rent');
  await expect(page.getByRole('region', { name: 'Filter network listings' }).getByLabel('Max price (₹)')).toHaveValue('100000');
  await expect(list.getByRole('link', { name: titles.rent })).toBeVisible();
  await expect(list.getByRole('link', { name: titles.sale })).toHaveCount(0);

  await page.getByRole('region', { name: 'Filter network listings' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/network-properties$/);
  for (const title of Object.values(titles)) await expect(list.getByRole('link', { name: title })).toBeVisible();
});
