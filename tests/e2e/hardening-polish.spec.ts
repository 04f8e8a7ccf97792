// Issue 17's broker walk-through, as a broker would meet it in the browser: the feed
// current on return to Home (and its notice gone after Refresh), toasts that cover no
// control, the owner's view count, a removed connection's listing gone from the app,
// the header photo and the profile card, the landing placeholder, a header that fits
// from 768 to 1280 px, and public pages that show an edit on the next open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCall,
  apiCreateProperty,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  photo,
  registerBroker,
} from './support/helpers';

const feed = (page: Page) => page.getByRole('region', { name: 'Community Feed' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A post by `token`'s broker, over the API (multipart with a `data` part). */
async function apiPost(baseUrl: string, token: string, content: string): Promise<void> {
  const form = new FormData();
  form.append('data', JSON.stringify({ content }));
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`post failed: ${res.status} ${await res.text()}`);
}

async function apiUploadAvatar(baseUrl: string, token: string): Promise<void> {
  const image = await photo('me.jpg', { r: 200, g: 120, b: 60 }, 'jpeg');
  const form = new FormData();
  form.append('avatar', new Blob([image.buffer], { type: image.mimeType }), image.name);
  const res = await fetch(`${baseUrl}/api/profiles/me/avatar`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`avatar failed: ${res.status} ${await res.text()}`);
}

/** Views as the owner's listing page shows them. */
const viewsOf = (page: Page) =>
  page.locator('dt', { hasText: 'Views' }).locator('xpath=following-sibling::dd[1]');

test('Home shows what was posted meanwhile, Refresh clears the notice, toasts cover no control, views and a removed connection follow at once', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const isMobile = project === 'mobile';
  const { baseUrl } = readE2eState();
  const asha = { ...newBroker('Ashwini', project), name: `Ashwini Rao ${project}` };
  const bala = { ...newBroker('Balaji', project), name: `Balaji Iyer ${project}` };

  await registerBroker(page, asha);
  const balaPage = await newBrokerPage(browser, testInfo);
  await registerBroker(balaPage, bala);
  await connectBrokers(baseUrl, asha, bala);
  const ashaApi = await apiSignIn(baseUrl, asha);
  const balaApi = await apiSignIn(baseUrl, bala);
  await apiUploadAvatar(baseUrl, ashaApi.token);

  // The header shows Ashwini's photo, not her initials (the desktop header's account button).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
  if (!isMobile) {
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect(account.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expect(account).toHaveText('');
  }

  // She leaves Home; Balaji posts meanwhile; back on Home the post and the notice are there.
  await page.getByRole('link', { name: 'Find connections' }).first().click();
  await expect(page).toHaveURL(/\/network$/);
  await apiPost(baseUrl, balaApi.token, `Client needs a 2 BHK near the metro (${project})`);
  // The app-wide listener has put it into the cached feed while she was away.
  await page.waitForTimeout(1_000);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(feed(page).getByRole('article', { name: bala.name })).toBeVisible();
  await expect(
    page.getByText('Someone in your network has posted something new', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-after-away.png') });

  // Refresh shows the posts, and with them the notice goes. Its toast covers neither the
  // heading nor the Refresh button.
  const refresh = feed(page).getByRole('button', { name: 'Refresh' });
  await refresh.click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Feed refreshed' });
  await expect(toast).toBeVisible();
  await expect(
    page.getByText('Someone in your network has posted something new', { exact: true }),
  ).toHaveCount(0);
  const toastBox = await box(toast);
  expect(overlaps(toastBox, await box(page.getByRole('heading', { name: 'Community Feed' })))).toBe(
    false,
  );
  expect(overlaps(toastBox, await box(refresh))).toBe(false);
  const viewport = page.viewportSize();
  expect(toastBox.y + toastBox.height).toBeGreaterThan((viewport?.height ?? 0) - 120);
  await page.screenshot({ path: testInfo.outputPath('toast.png') });
  await expectAccessible(page);

  // Her own listing: Views 0; Balaji opens it; her open page says 1, and again after she
  // goes away and comes back (no reload).
  const mine = await apiCreateProperty(baseUrl, ashaApi.token, {
    title: `Garden flat ${project}`,
    visibility: 'All',
  });
  await page.goto(`/property/${mine}`);
  await expect(viewsOf(page)).toHaveText('0');
  await balaPage.goto(`/property/${mine}`);
  await expect(balaPage.getByRole('heading', { name: `Garden flat ${project}` })).toBeVisible();
  await expect(viewsOf(page)).toHaveText('1');
  await page.getByRole('link', { name: 'Back to Properties' }).click();
  // The list's page code loads before the URL changes; going back sooner leaves the app.
  await expect(page).toHaveURL(/\/properties$/);
  await page.goBack();
  await expect(viewsOf(page)).toHaveText('1');

  // Balaji's Network Only listing, open in her app; he removes the connection: the
  // listing is gone from her dashboard column and from the app when she goes back to it.
  const theirs = await apiCreateProperty(baseUrl, balaApi.token, {
    title: `Network flat ${project}`,
    visibility: 'Network Only',
  });
  await page.goto(`/property/${theirs}`);
  await expect(page.getByRole('heading', { name: `Network flat ${project}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Properties' }).click();
  await page.getByText('Network Listings', { exact: true }).click();
  await expect(page.getByText(`Network flat ${project}`)).toBeVisible();
  const connections = await apiCall<{ items: Array<{ id: string }> }>(
    baseUrl,
    balaApi.token,
    'GET',
    '/api/connections',
  );
  await apiCall(baseUrl, balaApi.token, 'DELETE', `/api/connections/${connections.items[0]?.id}`);
  await expect(page.getByText(`Network flat ${project}`)).toHaveCount(0);
  // Back (in the app, no reload) to the listing she had open.
  for (let i = 0; i < 3 && !/\/property\//.test(page.url()); i++) await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/property/${theirs}$`));
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
  await expect(page.getByText(`Network flat ${project}`)).toHaveCount(0);
  await balaPage.context().close();
});

test('the profile card keeps photo and name together', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const chitra = { ...newBroker('Chitra', project), name: `Chitra Menon ${project}` };
  await registerBroker(page, chitra);
  await apiUploadAvatar(baseUrl, (await apiSignIn(baseUrl, chitra)).token);
  await page.goto('/profile');
  const name = page.getByRole('heading', { name: chitra.name, level: 2 });
  await expect(name).toBeVisible();
  const photoBox = await box(page.getByRole('img', { name: chitra.name }).first());
  const nameBox = await box(name);
  if (project === 'desktop') {
    // Side by side: the name starts just after the photo.
    expect(nameBox.x - (photoBox.x + photoBox.width)).toBeLessThan(48);
    expect(nameBox.x).toBeGreaterThan(photoBox.x + photoBox.width);
  } else {
    // Stacked: the name just under the photo's controls.
    expect(nameBox.y - (photoBox.y + photoBox.height)).toBeLessThan(120);
  }
  await page.screenshot({ path: testInfo.outputPath('profile-card.png'), fullPage: true });
  await expectAccessible(page);
});

test("the landing page's placeholder reads as written and the code is upper-cased", async ({
  page,
}, testInfo) => {
  await page.goto('/start');
  const input = page.getByLabel('Invitation code');
  await expect(input).toHaveAttribute('placeholder', 'e.g. K7M2QX');
  expect(await input.evaluate((el) => getComputedStyle(el, '::placeholder').textTransform)).toBe(
    'none',
  );
  expect(await input.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  await input.fill('k7m2qx');
  await expect(input).toHaveValue('K7M2QX');
  await page.screenshot({ path: testInfo.outputPath('start.png') });
});

// The desktop header only (the phone has the side menu): the mobile project leaves out
// tests tagged @desktop-only (playwright.config.ts), so none is run there as a skip.
test(
  'the signed-in header fits at 800, 1024 and 1280 px with every spec item reachable',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await registerBroker(page, newBroker('Deepa', project));
    const spec = [
      'Buyer to Broker',
      'Seller to Broker',
      'Broker to Broker',
      'Broker Agreements',
      'Project Marketing',
      'Invite Associates',
    ];
    for (const width of [800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
      const fits = await page.evaluate(() => {
        const header = document.querySelector('header');
        const main = document.querySelector('nav[aria-label="Main"]');
        return {
          page: document.documentElement.scrollWidth <= window.innerWidth,
          header: !!header && header.scrollWidth <= header.clientWidth,
          nav: !!main && main.scrollWidth <= main.clientWidth,
        };
      });
      expect(fits, `at ${width} px`).toEqual({ page: true, header: true, nav: true });
      for (const name of ['Home', 'Properties', 'Requirements', 'Network']) {
        await expect(nav.getByRole('link', { name })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
      if (width < 1280) {
        await nav.getByRole('button', { name: 'More' }).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByText('Agreements', { exact: true })).toBeVisible();
        for (const name of spec) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`header-${width}-more.png`) });
        await menu.getByRole('menuitem', { name: 'Invite Associates' }).click();
        await expect(page).toHaveURL(/\/invite-associates$/);
      } else {
        await expect(nav.getByRole('link', { name: 'Project Marketing' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Invite Associates' })).toBeVisible();
        await nav.getByRole('button', { name: 'Agreements' }).click();
        for (const name of spec.slice(0, 4))
          await expect(page.getByRole('menuitem', { name })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expectAccessible(page);
    }
  },
);

test('a public page shows an edited price on the next open, and is gone once the listing is narrowed', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const esha = { ...newBroker('Esha', project), name: `Esha Kapoor ${project}` };
  await registerBroker(page, esha);
  const { token } = await apiSignIn(baseUrl, esha);
  const id = await apiCreateProperty(baseUrl, token, {
    title: `Lake view villa ${project}`,
    visibility: 'Public',
  });
  const listing = await apiCall<Record<string, unknown> & { static_html_url: string }>(
    baseUrl,
    token,
    'GET',
    `/api/properties/${id}`,
  );
  const profilePath = `/in/${listing.static_html_url.split('/')[1]}`;

  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const client = await (
    await browser.newContext({ viewport, isMobile, hasTouch, baseURL: baseUrl })
  ).newPage();
  await client.goto(profilePath);
  await expect(client.getByText('95,00,000').first()).toBeVisible();
  await client
    .getByRole('link', { name: `Lake view villa ${project}` })
    .first()
    .click();
  await expect(
    client.getByRole('heading', { name: `Lake view villa ${project}`, level: 1 }),
  ).toBeVisible();
  await expect(client.getByText('95,00,000').first()).toBeVisible();

  // The broker corrects the price; the client opens the profile again (a normal
  // navigation, which a cached copy within its max-age used to answer).
  await editListing(baseUrl, token, id, listing, { price: 8_900_000 });
  await client.goto(profilePath);
  await expect(client.getByText('89,00,000').first()).toBeVisible();
  await expect(client.getByText('95,00,000')).toHaveCount(0);
  await client
    .getByRole('link', { name: `Lake view villa ${project}` })
    .first()
    .click();
  await expect(client.getByText('89,00,000').first()).toBeVisible();
  await client.screenshot({
    path: testInfo.outputPath('public-page-after-edit.png'),
    fullPage: true,
  });

  // Narrowed to All: the page is gone at once.
  await editListing(baseUrl, token, id, listing, { price: 8_900_000, visibility: 'All' });
  await client.goto(profilePath);
  await client.goto(listing.static_html_url);
  await expect(client.getByText('This page is not available')).toBeVisible();
  await client.context().close();
});

/** PUT /api/properties/:id with the listing's fields and `changes`. */
async function editListing(
  baseUrl: string,
  token: string,
  id: string,
  listing: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<void> {
  const fields = [
    'title',
    'description',
    'price',
    'property_type',
    'city_id',
    'bedrooms',
    'baths',
    'sqft',
    'visibility',
  ];
  const data = Object.fromEntries(fields.map((f) => [f, listing[f]]).filter(([, v]) => v !== null));
  const form = new FormData();
  form.append('data', JSON.stringify({ ...data, ...changes }));
  const res = await fetch(`${baseUrl}/api/properties/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
}
