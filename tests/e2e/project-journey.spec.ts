// The project journey (issue 21): the marketer on a desktop creates a project and prices a
// unit type and adds a tower through the UI; a second broker on a 390 px phone registers a
// client and books a visit, and opens the slip page (server-rendered, read here with
// JavaScript off); the marketer types the slip's code to check the client in; the broker's
// page shows the visit done without a reload; the marketer marks the client booked and the
// payout invoiced then paid, each seen live by the broker. Axe on every page; shots at 390
// and 1280 px.
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectAccessible, newBroker, registerBroker } from './support/helpers';

const SHOTS = '/work/notes/shots-projects-2';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function newPage(
  browser: Browser,
  baseURL: string,
  phone: boolean,
  extra: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP }),
    baseURL,
    // Brokers in India: the datetime field is read, and visit times written, in India time.
    timezoneId: 'Asia/Kolkata',
    ...extra,
  });
  return context.newPage();
}

/** The page at both widths, full length, back at the width it had; nothing wider than a phone. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(before);
}

/** Tomorrow at 10:30 as a datetime-local field takes it (India time, as the browsers run). */
function tomorrowAtHalfPastTen(): string {
  const d = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

test(
  'a project with a price sheet and a tower; a client registered, visited, checked in by code, booked and paid',
  { tag: '@desktop-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(150_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const run = Date.now().toString(36);
    const projectName = `Prestige Lakeside ${run}`;
    const marketer = newBroker('Mohan', testInfo.project.name);
    const broker = newBroker('Sunita', testInfo.project.name);

    // The marketer, on a desktop: the project, a unit type and a tower.
    const m = await newPage(browser, baseURL, false);
    await registerBroker(m, marketer);
    await m.goto('/project-marketing/new');
    await m.getByLabel('Project name').fill(projectName);
    await m.getByLabel('Developer').fill('Prestige Group');
    await m.getByLabel('RERA project number').fill('PRM/KA/RERA/1251/310/PR/200125/007111');
    await m.getByLabel('Status').selectOption('launched');
    await expect(m.getByLabel('City')).not.toHaveValue('');
    await m.getByLabel('Area').fill('Whitefield');
    await m.getByLabel('Who may register clients').selectOption('all');
    await m.getByLabel('Visibility').selectOption('All');
    await m.getByRole('button', { name: 'Publish Project' }).click();
    await expect(m).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    const projectPath = new URL(m.url()).pathname;

    await m.getByLabel('Label', { exact: true }).fill('2 BHK');
    await m.getByLabel('Carpet (sq ft)').fill('1150');
    await m.getByLabel('Price per sq ft (₹)').fill('8000');
    await m.getByRole('button', { name: 'Add unit type' }).click();
    await expect(m.getByRole('rowheader', { name: '2 BHK' })).toBeVisible();
    await m.getByLabel('Tower name').fill('Tower A');
    await m.getByLabel('Floors (1–60)').fill('3');
    await m.getByLabel('Units per floor (1–20)').fill('2');
    await m.getByRole('button', { name: 'Add tower' }).click();
    await expect(m.getByRole('button', { name: /^Unit 301, Available/ })).toBeVisible();
    await expectAccessible(m);

    // The broker, on a phone: registers a client and books a visit.
    const b = await newPage(browser, baseURL, true);
    await registerBroker(b, broker);
    await b.goto(projectPath);
    const register = b.getByRole('form', { name: 'Register a client' });
    await register.getByLabel("Client's name").fill('Anil Kumar');
    await register.getByLabel("Client's phone").fill('98450 12345');
    await register.getByRole('button', { name: 'Register client' }).click();
    const clients = b.getByRole('list', { name: 'My clients for this project' });
    const client = clients.getByRole('listitem').filter({ hasText: 'Anil Kumar' });
    await expect(client).toContainText('Registered');
    const visitForm = b.getByRole('form', { name: 'Book a visit for Anil Kumar' });
    await visitForm.getByLabel('Visit date and time').fill(tomorrowAtHalfPastTen());
    await visitForm.getByRole('button', { name: 'Book a visit' }).click();
    const slipLink = client.getByRole('link', { name: /^Visit slip [A-Z0-9]{5}-[A-Z0-9]{5}$/ });
    await expect(slipLink).toBeVisible();
    await expect(client).toContainText(/10:30\sam \(scheduled\)/);
    await expect(client.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=.*visit-slip/,
    );
    const code = ((await slipLink.textContent()) ?? '').replace('Visit slip ', '');
    await expectAccessible(b);
    await shoot(b, 'broker-visit-booked');

    // The slip: the client's page, server-rendered, readable with JavaScript off.
    const slipHref = String(await slipLink.getAttribute('href'));
    const slip = await newPage(browser, baseURL, true, { javaScriptEnabled: false });
    await slip.goto(slipHref);
    await expect(slip.getByRole('heading', { level: 1 })).toContainText(projectName);
    await expect(slip.getByLabel('Visit code')).toHaveText(code);
    await shoot(slip, 'visit-slip');
    // Axe runs as a script in the page, so it checks the same slip in a page with JavaScript.
    const slipChecked = await newPage(browser, baseURL, true);
    await slipChecked.goto(slipHref);
    await expect(slipChecked.getByLabel('Visit code')).toHaveText(code);
    await expectAccessible(slipChecked);
    await slipChecked.context().close();

    // The marketer types the slip's code; the broker's page turns to Visited by itself.
    await m.reload();
    await m.getByLabel('Visit slip code').fill(code.toLowerCase());
    await m.getByRole('button', { name: 'Check in' }).click();
    await expect(m.getByText(`Anil Kumar (${broker.name}) is checked in`)).toBeVisible();
    const row = m.getByRole('row', { name: /Anil Kumar/ });
    await expect(row).toContainText('(done)');
    await expect(row).toContainText('Visited');
    await expect(client).toContainText('Visited');
    await expect(client).toContainText(/\(done\)/);
    await expect(slipLink).toHaveCount(0);

    // Booked on a unit of the grid (booked there, for the broker too, live), then invoiced,
    // then paid: one button for the next stage only.
    await row.getByRole('button', { name: 'Mark booked: Anil Kumar' }).click();
    const dialog = m.getByRole('dialog', { name: 'Mark Anil Kumar booked' });
    await dialog.getByLabel('Unit', { exact: true }).selectOption({ label: 'Tower A 301' });
    await expectAccessible(m);
    await shoot(m, 'marketer-mark-booked');
    await dialog.getByRole('button', { name: 'Mark booked' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Unit Tower A 301 · Payout pending');
    await expect(client).toContainText('Booked: Unit Tower A 301 · Payout pending');
    await expect(m.getByRole('button', { name: /^Unit 301, Booked/ })).toBeVisible();
    await expect(b.getByRole('button', { name: /^Unit 301, Booked/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Mark invoiced: Anil Kumar' }).click();
    await expect(row).toContainText('Unit Tower A 301 · Invoiced');
    await expect(client).toContainText('Booked: Unit Tower A 301 · Invoiced');
    await row.getByRole('button', { name: 'Mark paid: Anil Kumar' }).click();
    await expect(row).toContainText('Unit Tower A 301 · Paid');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(client).toContainText('Booked: Unit Tower A 301 · Paid');
    await expectAccessible(m);
    await shoot(m, 'marketer-paid');
    await expectAccessible(b);
    await shoot(b, 'broker-paid');

    for (const page of [m, b, slip]) await page.context().close();
  },
);
