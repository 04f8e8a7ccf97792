// Issue 19's two-broker journey: A posts a requirement by pasting a WhatsApp text; B then
// lists a property that fits; A sees the notification arrive without reloading, opens the
// matches, shortlists the listing and messages B about it; B sees the message (about the
// listing and the requirement) and, on the property page, the requirement it matches.
import { expect, test, type Page } from '@playwright/test';
import {
  apiCreateProperty,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a pasted requirement meets a new listing: notified live, shortlisted, messaged, seen by the lister', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseUrl = String(testInfo.project.use.baseURL);
  const asha = newBroker('Asha', testInfo.project.name);
  const ravi = newBroker('Ravi', testInfo.project.name);
  await registerBroker(page, asha);
  const raviPage = await newBrokerPage(browser, testInfo);
  await registerBroker(raviPage, ravi);
  await connectBrokers(baseUrl, asha, ravi);
  const title = '3 BHK to rent in Bangalore, under 45k';

  // A: the requirement from a pasted message.
  await page.goto('/new-requirement');
  await page.getByLabel('Quick Entry').fill('Looking for 3 bhk on rent in Bangalore, budget under 45k, family only');
  await page.getByRole('button', { name: 'Extract Details' }).click();
  await page.getByRole('region', { name: 'Extracted details' }).getByRole('button', { name: 'Apply to form' }).click();
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await page.getByLabel('Client details (only you see this)').fill('Mrs Fernandes, 98860 22334');
  await expect(page.getByText(title)).toBeVisible();
  // On a phone the 'Details applied' toast sits over the form's last button for its 3 s;
  // a tap meanwhile lands on the toast (and a pointer resting on it keeps it up).
  await expect(page.getByText('Details applied')).toBeHidden();
  await page.getByRole('button', { name: 'Post Requirement' }).click();
  await expect(page).toHaveURL(/\/requirement\/[0-9a-f-]{36}$/);
  await expect(page.getByText('No matching listings yet')).toBeVisible();
  const requirementPath = new URL(page.url()).pathname;
  // A waits elsewhere, with the bell read (Ravi's acceptance came earlier).
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // B lists a flat that fits (3 BHK for rent at 42,000 a month).
  const { token } = await apiSignIn(baseUrl, ravi);
  const listingTitle = `Airy 3 BHK with balcony (${testInfo.project.name})`;
  const propertyId = await apiCreateProperty(baseUrl, token, {
    title: listingTitle,
    visibility: 'Network Only',
    property_type: 'Rent',
    price: 42_000,
    bedrooms: 3,
  });

  // A: the notifications arrive without a reload (the new listing, and its match) and
  // the match leads to the requirement's matches.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await popover.getByRole('link', { name: new RegExp(`${listingTitle.replace(/[()]/g, '\\$&')} matches ${title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${requirementPath}$`));
  const match = page.getByRole('article', { name: listingTitle });
  await expect(match.getByText(/\d+% match/)).toBeVisible();
  await expect(match.getByText('within budget')).toBeVisible();
  // The mark is saved and shown a moment later (a controlled radio): click, then wait for it.
  await match.getByRole('radio', { name: 'Shortlisted' }).click({ force: true });
  await expect(match.getByRole('radio', { name: 'Shortlisted' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('journey-matches.png'), fullPage: true });
  await expectAccessible(page);

  // A messages B about the listing, for this requirement.
  await match.getByRole('link', { name: 'Message broker' }).click();
  await expect(page).toHaveURL(/\/inbox\//);
  await page.getByPlaceholder('Type your reply...').fill('My client would like to see it this Sunday.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  // The sent message may show in the thread (live) before the reply box clears.
  await expect(page.getByText('Your message has been sent successfully')).toBeVisible();
  await expect(
    page.getByRole('log', { name: /^Messages with / }).getByText('My client would like to see it this Sunday.'),
  ).toBeVisible();

  // B: the message names the requirement; the property page shows the match, never the client.
  await raviPage.goto(`/inbox/${(await apiSignIn(baseUrl, asha)).id}`);
  await expect(raviPage.getByText('My client would like to see it this Sunday.')).toBeVisible();
  await expect(raviPage.getByText(`Regarding requirement:`).first()).toBeVisible();
  await raviPage.goto(`/property/${propertyId}`);
  const section = raviPage.getByRole('region', { name: 'Matches 1 requirement in your network' });
  await expect(section.getByRole('link', { name: title })).toBeVisible();
  await expect(raviPage.getByText('Fernandes')).toHaveCount(0);
  await raviPage.screenshot({ path: testInfo.outputPath('journey-property.png'), fullPage: true });
  await expectAccessible(raviPage);
  await raviPage.context().close();
});
