// A broker's public project page (issue 21, decision 044): a broker who may register clients
// clicks 'Share with clients' on /project/:id, gets their link, and the page opens for a
// visitor who is not signed in (a new browser context) with the project, its price sheet and
// the broker's own name, RERA number and phone, never the marketer's. Shot at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import {
  apiCall,
  apiSignIn,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

const SHOTS = '/work/notes/shots/project-public-page';

test('a broker shares a project page that a signed-out client opens', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const run = Date.now().toString(36);
  const projectName = `Sobha Dream Acres ${run}`;
  const marketer = newBroker('Meera', testInfo.project.name);
  const broker = newBroker('Pranav', testInfo.project.name);

  // The marketer publishes a project open to every broker, with a price sheet (set up over
  // the API: the form has its own journey).
  const marketerPage = await newBrokerPage(browser, testInfo);
  await registerBroker(marketerPage, marketer);
  await marketerPage.context().close();
  const m = await apiSignIn(baseURL, marketer);
  await apiCall(baseURL, m.token, 'PUT', '/api/profiles/me', {
    full_name: marketer.name,
    city: null,
    bio: null,
    areas: [],
    company_name: 'Menon Sales',
    phone: '9811122233',
    website: null,
    vanity_url: null,
  });
  const cities = await apiCall<Array<{ id: number; name: string }>>(
    baseURL,
    m.token,
    'GET',
    '/api/cities',
  );
  const city = cities.find((c) => c.name === 'Bangalore') ?? cities[0];
  const project = await apiCall<{ id: string }>(baseURL, m.token, 'POST', '/api/projects', {
    name: projectName,
    developer: 'Sobha Ltd',
    rera_project_number: 'PRM/KA/RERA/1251/446/PR/171015/000468',
    city_id: city?.id,
    area: 'Panathur',
    address: 'Balagere Road, Bangalore 560087',
    possession_date: '2027-12-31',
    status: 'launched',
    description: 'Phase 2 towers with 2 and 3 BHK homes, a short walk from the lake.',
    amenities: ['Clubhouse', 'Pool', 'Gym'],
    visibility: 'All',
    who_may_register: 'all',
  });
  for (const unit of [
    { label: '2 BHK', carpet_sqft: 1250, price_per_sqft: 12500 },
    { label: '3 BHK Premium', carpet_sqft: 1840, price_per_sqft: 12000, other_charges: 450000 },
  ]) {
    await apiCall(baseURL, m.token, 'POST', `/api/projects/${project.id}/unit-types`, unit);
  }

  // The broker, with their phone and RERA number on their profile.
  await registerBroker(page, broker);
  const b = await apiSignIn(baseURL, broker);
  await apiCall(baseURL, b.token, 'PUT', '/api/profiles/me', {
    full_name: broker.name,
    city: 'Bangalore',
    bio: null,
    areas: [],
    company_name: 'Pai Realty',
    phone: '9876501234',
    website: null,
    vanity_url: null,
    rera_number: 'PRM/KA/RERA/1251/310/AG/220101/002345',
    rera_state: 'Karnataka',
  });

  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await page.getByRole('button', { name: 'Share with clients' }).click();
  const link = page.getByText(/\/p\/[0-9A-Za-z]{12}$/);
  await expect(link).toBeVisible();
  const url = (await link.textContent())?.trim() ?? '';
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole('link', { name: /Open page/ })).toHaveAttribute('href', url);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/project-share-${width}.png`, fullPage: true });

  // A client, not signed in: a new context with no session.
  const visitor = await browser.newContext({
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const client = await visitor.newPage();
  await client.goto(new URL(new URL(url).pathname, baseURL).toString());
  await expect(client.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(client.getByText(broker.name, { exact: true })).toBeVisible();
  await expect(client.getByText('Pai Realty')).toBeVisible();
  await expect(
    client.getByText('RERA PRM/KA/RERA/1251/310/AG/220101/002345 (Karnataka)'),
  ).toBeVisible();
  await expect(client.getByText('PRM/KA/RERA/1251/446/PR/171015/000468')).toBeVisible();
  await expect(client.getByRole('cell', { name: '₹1,56,25,000' })).toBeVisible();
  await expect(client.getByRole('link', { name: `Call ${broker.name}` })).toHaveAttribute(
    'href',
    'tel:+919876501234',
  );
  await expect(client.getByText(marketer.name)).toHaveCount(0);
  expect(await client.content()).not.toContain('9811122233');
  expect(await client.locator('script').count()).toBe(0);
  await expectAccessible(client);
  await client.screenshot({ path: `${SHOTS}/public-page-${width}.png`, fullPage: true });
  await visitor.close();
});
