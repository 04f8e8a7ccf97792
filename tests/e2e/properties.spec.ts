import { expect, test } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCall,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  photo,
  registerBroker,
} from './support/helpers';

test('a broker lists a property with photos, edits it, and only connections see it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const asha = newBroker('Asha', project);
  const bharat = newBroker('Bharat', project);
  const chitra = newBroker('Chitra', project);
  const title = `Sea-facing 2 BHK near the lake (${project})`;
  const newTitle = `Renovated 2 BHK with lake view (${project})`;

  // Broker A registers and opens the property form.
  await registerBroker(page, asha);
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  await expect(page.getByText('No properties yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Property' }).first().click();
  await expect(page).toHaveURL(/\/new-property$/);
  await expect(page.getByRole('heading', { name: 'Add New Property' })).toBeVisible();
  for (const section of ['Basic Information', 'Location', 'Property Features', 'Property Images']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  // Non-admins never see the broker selector.
  await expect(page.getByLabel('Assign to Broker')).toHaveCount(0);

  // An empty form lists what is wrong under it.
  await page.getByRole('button', { name: 'Create Property' }).click();
  const errorList = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errorList).toContainText('Title must be at least 5 characters');
  await expect(errorList).toContainText('Description must be at least 10 characters');

  // Fill it in: Bangalore is preselected, its areas load, two photos.
  await page.getByLabel('Property Title').fill(title);
  await page
    .getByLabel('Property Description')
    .fill('Bright corner flat on the 7th floor, east facing, two balconies, covered parking.');
  await page.getByLabel('Price (INR)').fill('8500000');
  await expect(page.getByText('Shows as ₹85,00,000')).toBeVisible();
  await page.getByLabel('Visibility').selectOption('Network Only');
  await expect(page.getByLabel('City')).toHaveValue(/\d+/);
  await expect(page.getByLabel('City').locator('option:checked')).toHaveText('Bangalore');
  await expect(page.getByLabel('Area')).toBeEnabled();
  await page.getByLabel('Area').selectOption({ index: 1 });
  const area = (await page.getByLabel('Area').locator('option:checked').textContent()) ?? '';
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Baths').fill('2');
  await page.getByLabel('Sqft').fill('1150');
  await page
    .getByLabel('Add photos')
    .setInputFiles([
      await photo('living-room.jpg', { r: 30, g: 110, b: 160 }, 'jpeg'),
      await photo('balcony.png', { r: 160, g: 90, b: 60 }, 'png'),
    ]);
  await expect(page.getByText('Photos selected: 2/5')).toBeVisible();
  await expect(page.getByRole('img', { name: 'New photo 2: balcony.png' })).toBeVisible();
  await expect(errorList).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('property-form.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByText('Property created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  const propertyUrl = new URL(page.url()).pathname;
  const propertyId = propertyUrl.split('/').pop() ?? '';

  // The detail page, as the owner.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${area}, Bangalore`).first()).toBeVisible();
  await expect(page.getByText('₹85,00,000').first()).toBeVisible();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(page.getByRole('img', { name: `${title}, 1 of 2` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Property' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Flyer for Clients' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('property-detail.png'), fullPage: true });
  await expectAccessible(page);

  // Edit: a new title and one photo fewer.
  await page.getByRole('link', { name: 'Edit Property' }).click();
  await expect(page).toHaveURL(new RegExp(`/new-edit-property/${propertyId}$`));
  await expect(page.getByRole('heading', { name: 'Edit Property' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByLabel('Property Title')).toHaveValue(title);
  await expect(page.getByLabel('Visibility')).toHaveValue('Network Only');
  await expect(page.getByText('Photos selected: 2/5')).toBeVisible();
  await page.getByLabel('Property Title').fill(newTitle);
  await page.getByRole('button', { name: 'Remove Saved photo 2' }).click();
  await expect(page.getByText('1 image(s) marked for removal')).toBeVisible();
  await expect(page.getByText('Photos selected: 1/5')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('property-edit-form.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText('Property updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${propertyUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: `${newTitle}, 1 of 1` })).toBeVisible();
  await expect(page.getByText('1 / 2')).toHaveCount(0);

  // My Properties shows it with its visibility.
  await page.goto('/my-properties');
  const myList = page.getByRole('list', { name: 'My listings' });
  await expect(myList.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(myList.getByText('Network Only')).toBeVisible();
  await expect(page.getByText('1 property', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Broker B connects with A and sees the Network Only listing.
  const bharatPage = await newBrokerPage(browser, testInfo);
  await registerBroker(bharatPage, bharat);
  await bharatPage.goto('/network-properties');
  await expect(bharatPage.getByText('No network listings yet')).toBeVisible();
  await connectBrokers(baseUrl, bharat, asha);
  await bharatPage.reload();
  await expect(bharatPage.getByRole('heading', { name: 'Network Listings' })).toBeVisible();
  const networkList = bharatPage.getByRole('list', { name: 'Network listings' });
  await expect(networkList.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(networkList.getByRole('link', { name: asha.name })).toBeVisible();
  await expectAccessible(bharatPage);
  await bharatPage.goto('/properties?tab=network');
  await expect(bharatPage.getByRole('tab', { name: 'Network Listings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    bharatPage.getByRole('tabpanel').getByRole('link', { name: newTitle }),
  ).toBeVisible();
  await expectAccessible(bharatPage);

  // As a connection: 'Connected', a 'Message' link to the conversation about this
  // listing, and the action to make a client flyer of it.
  await bharatPage.getByRole('tabpanel').getByRole('link', { name: newTitle }).click();
  await expect(bharatPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  // A link to the flyer editor: nothing is stored until the flyer is saved (decision 023).
  await expect(bharatPage.getByRole('link', { name: 'Create Flyer for Clients' })).toHaveAttribute(
    'href',
    /^\/my-flyers\/new\/[0-9a-f-]{36}$/,
  );
  await expect(bharatPage.getByRole('button', { name: 'Connected', exact: true })).toBeDisabled();
  await expect(bharatPage.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
    'href',
    /^\/inbox\/[0-9a-f-]{36}\?property=[0-9a-f-]{36}$/,
  );
  await expect(bharatPage.getByRole('link', { name: 'Edit Property' })).toHaveCount(0);
  await expect(bharatPage.getByRole('link', { name: asha.name })).toHaveAttribute(
    'href',
    /\/broker\/[0-9a-f-]{36}$/,
  );
  await bharatPage.screenshot({
    path: testInfo.outputPath('property-detail-connection.png'),
    fullPage: true,
  });
  await expectAccessible(bharatPage);
  // The visit counts once per session, and the owner sees the count.
  await bharatPage.reload();
  await expect(bharatPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await page.goto(propertyUrl);
  await expect(
    page.locator('dt', { hasText: 'Views' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');
  // B may not edit it: the form refuses before showing anything.
  await bharatPage.goto(`/new-edit-property/${propertyId}`);
  await expect(bharatPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    bharatPage.getByText('You do not have permission to edit this property.'),
  ).toBeVisible();
  await bharatPage.context().close();

  // Broker C, not connected, sees nothing of it.
  const chitraPage = await newBrokerPage(browser, testInfo);
  await registerBroker(chitraPage, chitra);
  await chitraPage.goto('/network-properties');
  await expect(chitraPage.getByText('No network listings yet')).toBeVisible();
  await expect(chitraPage.getByText(newTitle)).toHaveCount(0);
  await chitraPage.goto(propertyUrl);
  await expect(chitraPage.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
  await expect(
    chitraPage.getByText("The property you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expectAccessible(chitraPage);
  await chitraPage.getByRole('link', { name: 'Back to Properties' }).click();
  await expect(chitraPage).toHaveURL(/\/properties$/);
  const ashaId = (await apiSignIn(baseUrl, asha)).id;
  await chitraPage.goto(`/broker/${ashaId}`);
  await expect(chitraPage.getByRole('heading', { level: 1, name: asha.name })).toBeVisible();
  await expect(chitraPage.getByText('This broker has no listings you can see yet.')).toBeVisible();
  await chitraPage.context().close();
});

test('a broker edits the profile; a vanity URL already taken is refused inline', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const owner = newBroker('Deepa', project);
  const other = newBroker('Eshan', project);
  const vanity = `deepa-${project}-${Date.now().toString(36)}`;

  await registerBroker(page, owner);
  const ownerApi = await apiSignIn(baseUrl, owner);
  await apiCall(baseUrl, ownerApi.token, 'PUT', '/api/profiles/me', {
    full_name: owner.name,
    city: null,
    bio: null,
    areas: [],
    company_name: null,
    phone: null,
    website: null,
    vanity_url: vanity,
  });
  // Sign the first broker out by clearing this browser, then register the second.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await registerBroker(page, other);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Company name').fill('Eshan Estates');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Areas you cover').fill('Baner, Aundh, Kothrud');
  await page.getByLabel('Bio').fill('Resale flats and rentals in West Pune.');
  await page.getByLabel('Phone').fill('9812345678');
  await expect(page.getByText('10-digit WhatsApp number, no spaces')).toBeVisible();
  await page.getByLabel('Website').fill('https://eshan.example.com');
  await page.getByLabel('Vanity URL').fill(vanity);
  await expect(page.getByText(`/in/${vanity}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This vanity URL is already taken' }),
  ).toBeVisible();

  await page.getByLabel('Vanity URL').fill(`${vanity}-2`);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByText('+91 98123 45678')).toBeVisible();
  await expect(page.getByText('Eshan Estates')).toBeVisible();
  for (const area of ['Baner', 'Aundh', 'Kothrud'])
    await expect(page.getByRole('listitem').filter({ hasText: area })).toBeVisible();
  await expect(page.getByText(`/in/${vanity}-2`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile.png'), fullPage: true });
  await expectAccessible(page);

  // Photo: upload with a preview first, then remove.
  await page
    .getByLabel('Add photo')
    .setInputFiles(await photo('me.png', { r: 200, g: 150, b: 120 }, 'png'));
  await expect(page.getByRole('img', { name: `${other.name} (new, not saved yet)` })).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: other.name })).toHaveAttribute('src', /^\/media\//);
  // On a phone the toast sits over the photo buttons (and a resting pointer pauses it):
  // close it the way a broker would before tapping 'Remove photo'.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Add photo')).toHaveCount(1);
});
