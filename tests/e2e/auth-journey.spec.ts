import { expect, test } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import { expectAccessible, resetLinkFrom, signOut, waitForMail } from './support/helpers';

test('a new broker registers with an invitation code, signs out, signs in and resets the password', async ({ page }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  const { founderCode } = readE2eState();
  const email = `asha.${testInfo.project.name}.${Date.now()}@example.com`;
  const firstPassword = 'harbour-view-2026';
  const newPassword = 'lotus-garden-7788';

  // Landing page, prefilled from ?code=
  await page.goto(`/start?code=${founderCode.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: 'Join an exclusive network of RealEstate Professionals' })).toBeVisible();
  await expect(page.getByLabel('Invitation code')).toHaveValue(founderCode);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue with Invitation' }).click();

  // Registration
  await expect(page).toHaveURL(new RegExp(`/register\\?code=${founderCode}$`));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('You have been signed in automatically.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-properties$/);
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  if (isMobile) {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  }
  await expectAccessible(page);

  // The session survives a reload (refresh cookie -> new access token), with exactly
  // one refresh request: the boot script's, adopted by the app (a second one would
  // present the rotated token again and sign the member out).
  const refreshes: string[] = [];
  const countRefresh = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes.push(request.url());
  };
  page.on('request', countRefresh);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  page.off('request', countRefresh);
  expect(refreshes).toHaveLength(1);

  // On the dashboard the inlined boot script also asks for the feed's first page with
  // that refresh's token, and the app adopts it: still one refresh, one feed request,
  // and the CSP lets the inline script run (decision 048).
  await page.goto('/dashboard');
  await expect(page.getByText("When your network posts property requirements, they'll appear here.")).toBeVisible();
  const sent: string[] = [];
  const feedTokens: Array<string | undefined> = [];
  const countSent = (request: { url(): string; headers(): Record<string, string> }) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/refresh' || pathname === '/api/feed') sent.push(pathname);
    if (pathname === '/api/feed') feedTokens.push(request.headers().authorization);
  };
  const violations: string[] = [];
  const watchConsole = (message: { text(): string }) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('request', countSent);
  page.on('console', watchConsole);
  await page.reload();
  await expect(page.getByText("When your network posts property requirements, they'll appear here.")).toBeVisible();
  page.off('request', countSent);
  page.off('console', watchConsole);
  expect(sent).toEqual(['/api/auth/refresh', '/api/feed']);
  expect(feedTokens[0]).toMatch(/^Bearer /);
  expect(violations).toEqual([]);

  await signOut(page, isMobile);

  // Sign in
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Welcome back to/)).toBeVisible();
  await expect(page).toHaveURL(/\/my-properties$/);
  await signOut(page, isMobile);

  // Password reset through the mailed link
  await page.goto('/forgot-password');
  await expectAccessible(page);
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();
  const link = resetLinkFrom(await waitForMail(email, since - 1000));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been successfully updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page, isMobile);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-properties$/);
});

test('guards: protected pages send visitors to /login, auth pages send members to /dashboard', async ({ page }) => {
  await page.goto('/my-properties');
  await expect(page).toHaveURL(/\/login$/);
  // The dashboard has its own signed-out message (spec section 2, decision 015).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await expect(page.getByText('You need to be logged in to view your dashboard.')).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/start$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('the landing page explains a bad or missing code', async ({ page }) => {
  await page.goto('/start');
  await page.getByRole('button', { name: 'Continue with Invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter an invitation code' })).toBeVisible();
  await page.getByLabel('Invitation code').fill('zzzzzz');
  await page.getByRole('button', { name: 'Continue with Invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid invitation code' })).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
});
