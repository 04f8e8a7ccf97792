import { chromium } from '@playwright/test';
const base = 'http://localhost:3996';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const w of [390, 900, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 844 } });
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill('founder@example.com');
  await page.getByLabel('Password').fill('founder-pass-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/my-properties/);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots/${w}-signed-in.png` });
  await page.goto(base + '/getting-started'); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${w}-getting-started.png`, fullPage: true });
  await page.goto(base + '/profile'); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${w}-profile.png`, fullPage: true });
  if (w === 390) { await page.getByRole('button', { name: 'Open menu' }).click(); await page.getByRole('button', { name: 'Agreements' }).click(); await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/shots/390-menu.png` }); }
  else { await page.getByRole('button', { name: 'Account menu' }).click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/${w}-avatar.png` }); }
}
await browser.close();
