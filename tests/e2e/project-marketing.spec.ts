// Project marketing (issue 21, the pages): a marketer publishes a project from the form on
// a desktop; a second broker on a 390 px phone registers a client and sees them protected;
// a third broker registering the same phone is refused with the first registration's date
// and nothing else of it. Each page is checked with axe, and shot at 390 and 1280 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, newBroker, registerBroker } from './support/helpers';

const SHOTS = '/work/notes/shots-projects';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A date as the app writes registrations' dates: '5 Mar 2026', India time. */
const indianDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

async function newPage(browser: Browser, baseURL: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: PHONE, isMobile: true, hasTouch: true, baseURL }
      : { viewport: DESKTOP, baseURL },
  );
  return context.newPage();
}

/** The page at both widths, full length, back at the width it had. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}

test(
  'a project published on a desktop, a client registered on a phone, the same client refused to a third broker',
  { tag: '@desktop-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const run = Date.now().toString(36);
    const projectName = `Godrej Woods ${run}`;
    const marketer = newBroker('Maya', testInfo.project.name);
    const second = newBroker('Suresh', testInfo.project.name);
    const third = newBroker('Tara', testInfo.project.name);

    // The marketer, on a desktop: the empty list, then the form.
    const marketerPage = await newPage(browser, baseURL, false);
    await registerBroker(marketerPage, marketer);
    await marketerPage.goto('/project-marketing');
    await expect(
      marketerPage.getByRole('heading', { name: 'You market no projects yet' }),
    ).toBeVisible();
    await expectAccessible(marketerPage);
    await marketerPage.getByRole('link', { name: 'New project' }).first().click();
    await expect(marketerPage).toHaveURL(/\/project-marketing\/new$/);
    await marketerPage.getByRole('button', { name: 'Publish Project' }).click();
    await expect(marketerPage.getByText('Project name is required').first()).toBeVisible();
    await marketerPage.getByLabel('Project name').fill(projectName);
    await marketerPage.getByLabel('Developer').fill('Godrej Properties');
    await marketerPage
      .getByLabel('RERA project number')
      .fill('PRM/KA/RERA/1251/446/PR/010825/007890');
    await marketerPage.getByLabel('Status').selectOption('launched');
    await marketerPage.getByLabel('Possession date').fill('2027-12-31');
    await expect(marketerPage.getByLabel('City')).not.toHaveValue('');
    await marketerPage.getByLabel('Area').fill('Thanisandra');
    await marketerPage.getByLabel('Address').fill('Thanisandra Main Road, Bangalore 560077');
    await marketerPage
      .getByLabel('Description')
      .fill('Forest-themed towers with 2 and 3 BHK homes.');
    for (const amenity of ['Clubhouse', 'Pool', 'Gym']) {
      await marketerPage.getByRole('textbox', { name: 'Amenities' }).fill(amenity);
      await marketerPage.getByRole('textbox', { name: 'Amenities' }).press('Enter');
    }
    await marketerPage.getByLabel('Who may register clients').selectOption('all');
    await marketerPage.getByLabel('Protection (days)').fill('60');
    await marketerPage
      .getByLabel('Channel-partner terms')
      .fill('2% of the agreement value, paid on booking');
    await marketerPage.getByLabel('Visibility').selectOption('All');
    await expectAccessible(marketerPage);
    await shoot(marketerPage, 'project-form');
    await marketerPage.getByRole('button', { name: 'Publish Project' }).click();
    await expect(marketerPage).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    const projectPath = new URL(marketerPage.url()).pathname;
    await expect(marketerPage.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    await expect(
      marketerPage.getByText('No broker has registered a client for this project yet.'),
    ).toBeVisible();

    // The second broker, on a phone: the project is open to them; they register a client.
    const secondPage = await newPage(browser, baseURL, true);
    await registerBroker(secondPage, second);
    await secondPage.goto('/project-marketing?tab=open');
    await secondPage.getByRole('link', { name: projectName }).click();
    await expect(secondPage).toHaveURL(new RegExp(`${projectPath}$`));
    const form = secondPage.getByRole('form', { name: 'Register a client' });
    await form.getByLabel("Client's name").fill('Anil Kumar');
    await form.getByLabel("Client's phone").fill('98450 12345');
    await form.getByRole('button', { name: 'Register client' }).click();
    const until = indianDate(new Date(Date.now() + 60 * 86_400_000));
    await expect(form.getByText(`Client registered, protected until ${until}`)).toBeVisible();
    const clients = secondPage.getByRole('list', { name: 'My clients for this project' });
    await expect(clients.getByText('Anil Kumar')).toBeVisible();
    await expect(clients.getByText(`Protected until ${until}`)).toBeVisible();
    await expectAccessible(secondPage);
    await shoot(secondPage, 'project-registered');

    // The third broker, on a phone: the same number (typed another way) is refused, with
    // the date of the first registration and nothing of the second broker or their client.
    const thirdPage = await newPage(browser, baseURL, true);
    await registerBroker(thirdPage, third);
    await thirdPage.goto(projectPath);
    const thirdForm = thirdPage.getByRole('form', { name: 'Register a client' });
    await thirdForm.getByLabel("Client's name").fill('A. Kumar');
    await thirdForm.getByLabel("Client's phone").fill('+91-98450-12345');
    await thirdForm.getByRole('button', { name: 'Register client' }).click();
    const phone = thirdForm.getByLabel("Client's phone");
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const refusal = `This client was registered for this project on ${indianDate(new Date())}`;
    await expect(thirdForm.getByText(refusal)).toBeVisible();
    await expect(thirdPage.getByText(second.name)).toHaveCount(0);
    await expect(thirdPage.getByText('Anil Kumar')).toHaveCount(0);
    await expect(
      thirdPage.getByText('You have registered no clients for this project yet.'),
    ).toBeVisible();
    await expectAccessible(thirdPage);
    await shoot(thirdPage, 'project-refused');

    // The marketer sees the registration in the table, and the list of projects they market.
    await marketerPage.reload();
    const table = marketerPage.getByRole('table');
    const row = table.getByRole('row', { name: /Anil Kumar/ });
    await expect(row).toContainText('+919845012345');
    await expect(row).toContainText(second.name);
    await expect(row).toContainText(until);
    await expect(row).toContainText('Registered');
    await expectAccessible(marketerPage);
    await shoot(marketerPage, 'project-marketer');
    await marketerPage.goto('/project-marketing');
    await expect(marketerPage.getByRole('link', { name: projectName })).toBeVisible();
    await expectAccessible(marketerPage);
    await shoot(marketerPage, 'project-list');

    for (const page of [marketerPage, secondPage, thirdPage]) await page.context().close();
  },
);
