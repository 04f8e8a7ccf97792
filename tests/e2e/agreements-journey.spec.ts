// Issue 20's journey: a broker drafts a seller mandate on the phone and signs and sends
// it; the owner, signed out in another browser, opens the link, gets the code by e-mail,
// signs; the broker's page turns to Executed without a reload and the PDF downloads; the
// PDF's SHA-256 checks out on /verify-agreement.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiCreateProperty, apiSignIn, expectAccessible, newBroker, registerBroker, waitForMail } from './support/helpers';

test('a seller mandate drafted on a phone is signed by the owner through the link; the broker sees it executed live and gets the PDF', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseUrl = String(testInfo.project.use.baseURL);
  const priya = newBroker('Priya', testInfo.project.name);
  await registerBroker(page, priya);
  const { token } = await apiSignIn(baseUrl, priya);
  const listingTitle = `Lake view 3 BHK (${testInfo.project.name})`;
  await apiCreateProperty(baseUrl, token, { title: listingTitle, visibility: 'Network Only', price: 12_000_000, bedrooms: 3 });
  const owner = { name: 'Meera Shah', email: `meera.${testInfo.project.name}.${Date.now()}@example.com` };

  // The broker drafts the mandate.
  await page.goto('/agreements/seller-to-broker');
  await page.getByLabel("Owner's full name").fill(owner.name);
  await page.getByLabel("Owner's e-mail").fill(owner.email);
  await page.getByLabel("Owner's phone").fill('98450 12345');
  await page.getByLabel('Listing').selectOption({ label: listingTitle });
  await expect(page.getByLabel('Asking price (₹)')).toHaveValue(/12000000|1,20,00,000/);
  await page.getByLabel('Commission (%)').fill('2');
  await expect(page.getByLabel('Commission with GST')).toContainText('43,200');
  await page.getByLabel('Your RERA registration number').fill('A51800012345');
  await page.screenshot({ path: testInfo.outputPath('agreement-form.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/agreement\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Listing mandate: ${listingTitle}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();

  // Signs and sends: the share dialog carries the link.
  await page.getByRole('button', { name: 'Sign and send' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Sign and send' });
  await sendDialog.getByLabel('Your password').fill(priya.password);
  await sendDialog.getByRole('button', { name: 'Sign and send' }).click();
  const share = page.getByRole('dialog', { name: 'Send the signing link' });
  await expect(share.getByText(`E-mailed to ${owner.email}`)).toBeVisible();
  await expect(share.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919845012345\?text=/);
  const signUrl = await share.getByLabel('Signing link').inputValue();
  expect(signUrl).toMatch(/\/sign\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: testInfo.outputPath('agreement-share.png'), fullPage: true });
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

  // The owner, signed out, on their own phone.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const ownerContext = await browser.newContext({ viewport, isMobile, hasTouch });
  const ownerPage = await ownerContext.newPage();
  const since = Date.now();
  await ownerPage.goto(signUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
  await expect(ownerPage.getByRole('heading', { name: /Listing mandate|Seller/ }).first()).toBeVisible();
  await expect(ownerPage.getByText('1,20,00,000').first()).toBeVisible();
  await expectAccessible(ownerPage);
  await ownerPage.getByRole('button', { name: /Send a code by e-mail/ }).click();
  const mail = await waitForMail(owner.email, since - 1000);
  const code = /signing code is (\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await ownerPage.getByLabel(/Your full name/).fill(owner.name);
  await ownerPage.getByLabel(/digit code/).fill(code!);
  // A signature drawn with a finger on the pad (the page's one script).
  const pad = ownerPage.locator('#signature-canvas');
  await pad.scrollIntoViewIfNeeded();
  await expect(pad).toBeVisible();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await ownerPage.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await ownerPage.mouse.down();
  for (const [dx, dy] of [[0.2, 0.2], [0.4, 0.8], [0.6, 0.3], [0.85, 0.6]] as const) {
    await ownerPage.mouse.move(box.x + box.width * dx, box.y + box.height * dy, { steps: 5 });
  }
  await ownerPage.mouse.up();
  await ownerPage.getByLabel(/I have read this agreement/).check();
  await ownerPage.screenshot({ path: testInfo.outputPath('agreement-signing.png'), fullPage: true });
  await ownerPage.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Signed. Thank you.' })).toBeVisible();
  // The link is dead once used.
  await ownerPage.goto(signUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
  await expect(ownerPage.getByRole('heading', { name: 'This signing link is no longer valid' })).toBeVisible();
  await ownerContext.close();

  // The broker's page turns to Executed without a reload, and the PDF downloads.
  await expect(page.getByText('Executed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  const downloadButton = page.getByRole('button', { name: 'Download PDF' });
  await expect(downloadButton).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^agreement-[0-9a-f]{8}\.pdf$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The owner's drawn signature is in it, as an image.
  expect(bytes.includes('/Subtype /Image')).toBe(true);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await expect(page.getByText(sha256)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agreement-executed.png'), fullPage: true });
  await expectAccessible(page);

  // Anyone can check the file: the same bytes are the executed agreement.
  const verifier = await browser.newContext({ viewport, isMobile, hasTouch, baseURL: baseUrl });
  const verifyPage = await verifier.newPage();
  await verifyPage.goto('/verify-agreement');
  await verifyPage.getByLabel('The signed PDF').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(verifyPage.getByText('This is exactly the executed agreement.')).toBeVisible();
  await expectAccessible(verifyPage);
  await verifier.close();
});
