import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readE2eState } from './e2e-state';

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Waits (bounded) for a mail to `to` that the SMTP server captured, and returns its raw text. */
export async function waitForMail(to: string, since: number): Promise<string> {
  const { mailDir } = readE2eState();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(mailDir).sort().reverse()) {
      if (Number(file.split('-')[0]) < since) continue;
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; raw: string };
      if (mail.to.includes(to)) return mail.raw;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** The reset link from a raw mail (quoted-printable soft breaks undone). */
export function resetLinkFrom(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(https?:\/\/[^\s"<>]+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export async function signOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
}
