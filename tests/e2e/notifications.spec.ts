import { expect, test, type Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCall,
  apiCreateProperty,
  apiSignIn,
  expectAccessible,
  newBroker,
  newBrokerPage,
  registerBroker,
} from './support/helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('notifications arrive live on the bell, open where they point, and can all be marked read', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const devi = newBroker('Devi', project);
  const emil = newBroker('Emil', project);
  const title = `Garden villa near the metro (${project})`;

  // B (Devi) signs up and waits on a page; her bell is quiet.
  await registerBroker(page, devi);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByText("We'll notify you when there's activity")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const deviApi = await apiSignIn(baseUrl, devi);
  const propertyId = await apiCreateProperty(baseUrl, deviApi.token, { title, visibility: 'All' });

  // A (Emil) signs up in another browser and asks Devi to connect: her bell rises
  // and the toast shows, without a reload.
  const emilPage = await newBrokerPage(browser, testInfo);
  await registerBroker(emilPage, emil);
  const emilApi = await apiSignIn(baseUrl, emil);
  const request = await apiCall<{ id: string }>(baseUrl, emilApi.token, 'POST', '/api/connections', {
    recipient_id: deviApi.id,
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page.getByText('New Notification')).toBeVisible();
  await expect(page.getByText('Emil Broker wants to connect with you')).toBeVisible();

  // Emil opens Devi's listing in his browser: a property view, live on Devi's bell.
  await emilPage.goto(`/property/${propertyId}`);
  await expect(emilPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  // The popover lists both, newest first, and marks them all read.
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText(`Emil Broker viewed ${title}`)).toBeVisible();
  await expect(popover.getByText('Emil Broker wants to connect with you')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'View all notifications' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notification-popover.png') });
  await expectAccessible(page);
  await popover.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Devi accepts: Emil's bell rises live; clicking the item marks it read and goes to
  // Devi's broker page.
  await apiCall(baseUrl, deviApi.token, 'POST', `/api/connections/${request.id}/accept`, {});
  await expect(bell(emilPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(emilPage).click();
  await emilPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Devi Broker accepted your connection request/ })
    .click();
  await expect(emilPage).toHaveURL(new RegExp(`/broker/${deviApi.id}$`));
  await expect(bell(emilPage)).toHaveAccessibleName('Notifications');

  // The full page shows the same items, read; the read state survives a reload.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('Emil Broker wants to connect with you')).toBeVisible();
  await expect(page.getByText(`Emil Broker viewed ${title}`)).toBeVisible();
  await expect(page.getByText('Unread:')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('notifications-page.png'), fullPage: true });
  await expectAccessible(page);

  // Settings: switching property views off is saved on the server.
  await page.goto('/notification-settings');
  const propertyViews = page.getByRole('switch', { name: 'In-app Property views' });
  await expect(propertyViews).toBeChecked();
  await propertyViews.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(propertyViews).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('notification-settings.png'), fullPage: true });
  await expectAccessible(page);
  const settings = await apiCall<{ types: Array<{ type: string; in_app: boolean }> }>(
    baseUrl,
    deviApi.token,
    'GET',
    '/api/notification-settings',
  );
  expect(settings.types.find((s) => s.type === 'property_view')?.in_app).toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'In-app Property views' })).not.toBeChecked();
});
