import { expect, test, type Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCreateProperty,
  apiSignIn,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const chat = (page: Page) => page.getByRole('link', { name: /^Messages/ });

test('A finds B and connects; B accepts live; they talk about a property in the inbox and the dialog', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  // Names unique per project: both projects share one server.
  const gita = { ...newBroker('Gita', project), name: `Gita Rao ${project}` };
  const hari = { ...newBroker('Hari', project), name: `Hari Iyer ${project}` };
  const title = `Lake-view 3 BHK in Hebbal (${project})`;

  // B (Hari) signs up and lists a property; A (Gita) signs up in her own browser.
  const hariPage = await newBrokerPage(browser, testInfo);
  await registerBroker(hariPage, hari);
  const hariApi = await apiSignIn(baseUrl, hari);
  const propertyId = await apiCreateProperty(baseUrl, hariApi.token, { title, visibility: 'All' });
  await registerBroker(page, gita);

  // A finds B on /network by name and sends a request.
  await page.goto('/network');
  await expect(page.getByRole('heading', { name: 'Network', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Name, company, city or area').fill(hari.name);
  // The search settles into the URL and the list narrows to him.
  await expect(page).toHaveURL(/[?&]q=Hari/);
  const brokers = page.getByRole('list', { name: 'Brokers' });
  await expect(brokers.getByRole('listitem')).toHaveCount(1);
  const card = brokers.getByRole('listitem').filter({ has: page.getByRole('link', { name: hari.name }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('1 listing')).toBeVisible();
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Connection request sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('network.png'), fullPage: true });
  await expectAccessible(page);

  // B sees the request live (bell), opens /connections and accepts it.
  await expect(bell(hariPage)).toHaveAccessibleName('Notifications, 1 unread');
  await hariPage.goto('/connections');
  const requests = hariPage.getByRole('list', { name: 'Connection requests' });
  await expect(requests.getByText(gita.name)).toBeVisible();
  await hariPage.screenshot({ path: testInfo.outputPath('connections-pending.png'), fullPage: true });
  await expectAccessible(hariPage);
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(hariPage.getByRole('list', { name: 'Your connections' }).getByText(gita.name)).toBeVisible();

  // A's button turns to 'Connected' without a reload.
  await expect(card.getByRole('button', { name: 'Connected' })).toBeDisabled();

  // A opens B's listing and messages him about it.
  await page.goto(`/property/${propertyId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/${hariApi.id}`));
  await expect(page.getByText(`Regarding property: ${title}`)).toBeVisible();
  const question = 'Is the lake-view flat still available for a site visit on Saturday?';
  await page.getByPlaceholder('Type your reply...').fill(question);
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Your message has been sent successfully')).toBeVisible();
  const thread = page.getByRole('log', { name: `Messages with ${hari.name}` });
  await expect(thread.getByText(question)).toBeVisible();
  // She goes back to her inbox and waits there.
  await page.getByRole('link', { name: 'Back to Inbox' }).click();
  const gitaInbox = page.getByRole('list', { name: 'Conversations' });
  await expect(gitaInbox.getByText(`You: ${question.slice(0, 40)}`)).toBeVisible();

  // B: the chat icon counts it and the bell rises; the notification opens the dialog.
  await expect(chat(hariPage)).toHaveAccessibleName('Messages, 1 unread');
  // The request (never opened), Gita's view of his listing, and the message.
  await expect(bell(hariPage)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(hariPage).click();
  await hariPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`New message from ${gita.name}`) })
    .click();
  const dialog = hariPage.getByRole('dialog', { name: `Message from ${gita.name}` });
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByRole('link', { name: title })).toBeVisible();
  await hariPage.screenshot({ path: testInfo.outputPath('message-dialog.png') });
  await expectAccessible(hariPage);
  const answer = 'Yes, Saturday at 11 works. I will share the location pin.';
  await dialog.getByPlaceholder('Type your reply...').fill(answer);
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(hariPage.getByText('Message sent')).toBeVisible();

  // A's inbox shows the reply live, unread; opening it shows her question was read.
  await expect(gitaInbox.getByText(answer)).toBeVisible();
  await expect(gitaInbox.getByText('1 unread')).toBeAttached();
  await expect(chat(page)).toHaveAccessibleName('Messages, 1 unread');
  await gitaInbox.getByRole('link', { name: new RegExp(hari.name) }).click();
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByText('Read')).toBeVisible();
  await expect(chat(page)).toHaveAccessibleName('Messages');
  await page.screenshot({ path: testInfo.outputPath('conversation.png'), fullPage: true });
  await expectAccessible(page);
  // Opening it in the dialog read it: the chat count is back to none.
  await hariPage.keyboard.press('Escape');
  await expect(chat(hariPage)).toHaveAccessibleName('Messages');
  await hariPage.goto('/inbox');
  const conversations = hariPage.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByText(gita.name)).toBeVisible();
  await expect(conversations.getByText(answer)).toBeVisible();
  await hariPage.screenshot({ path: testInfo.outputPath('inbox.png'), fullPage: true });
  await expectAccessible(hariPage);
});
