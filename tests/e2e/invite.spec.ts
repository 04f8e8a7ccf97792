import { expect, test, type Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import { expectAccessible, newBroker, registerBroker, waitForMail } from './support/helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The start link with its code from a raw invitation mail (quoted-printable undone). */
function startLinkFrom(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(https?:\/\/[^\s"<>]+\/start\?code=[A-Z2-9]{6})/.exec(text);
  if (!match?.[1]) throw new Error('no start link in the invitation mail');
  return match[1];
}

test('a broker invites a colleague by e-mail and WhatsApp; the colleague registers from the mailed link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const inviter = { ...newBroker('Kavya', project), name: `Kavya Menon ${project}` };
  const invitee = { email: `nikhil.${project}.${Date.now()}@example.com`, name: `Nikhil Joshi ${project}` };

  await registerBroker(page, inviter);
  await page.goto('/invite-associates');
  await expect(page.getByRole('heading', { name: 'Invite Associates', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite an associate' });
  await expect(form.getByText('10-digit WhatsApp number, no spaces')).toBeVisible();

  // The spec's validation: nothing is sent without an e-mail.
  await form.getByRole('textbox', { name: 'Email' }).fill('');
  await form.getByRole('button', { name: 'Send Invitation', exact: true }).click();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill(invitee.name);
  await form.getByRole('textbox', { name: 'Company' }).fill('Joshi Realty');
  await form.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  const since = Date.now();
  await form.getByRole('button', { name: 'Send & Generate WhatsApp Message' }).click();
  await expect(page.getByText(`Your invitation has been sent to ${invitee.email}`)).toBeVisible();

  // The WhatsApp preview: the inviter's name, the code and a wa.me link with the number.
  const preview = page.getByRole('heading', { name: 'WhatsApp Message' }).locator('xpath=ancestor::section[1]');
  const open = page.getByRole('link', { name: /Open WhatsApp/ });
  await expect(open).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  const href = (await open.getAttribute('href')) ?? '';
  const message = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(message).toContain(inviter.name);
  const code = /code: ([A-Z2-9]{6})/.exec(message)?.[1];
  expect(code).toBeTruthy();
  await expect(preview.getByText(message, { exact: false }).first()).toBeVisible();

  // The sent list shows it as pending with its code.
  const sent = page.getByRole('list', { name: 'Sent invitations' });
  await expect(sent.getByText(invitee.name)).toBeVisible();
  await expect(sent.getByText('Status: Pending')).toBeVisible();
  await expect(sent.getByText(code ?? '')).toBeVisible();
  // The form is blank again: the next invitation inherits nothing of this one; the
  // WhatsApp card still names the invitation just sent.
  for (const name of ['Name', 'Company', 'Email', 'Phone']) {
    await expect(form.getByRole('textbox', { name })).toHaveValue('');
  }
  await expect(preview.getByText(invitee.email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invite-sent.png'), fullPage: true });
  await expectAccessible(page);

  // The mail arrived with the same code and link; the colleague opens it signed out.
  const link = startLinkFrom(await waitForMail(invitee.email, since));
  expect(link).toContain(`code=${code}`);
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const guest = await (await browser.newContext({ viewport, isMobile, hasTouch })).newPage();
  await guest.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
  await expect(guest.getByLabel('Invitation code')).toHaveValue(code ?? '');
  await guest.getByRole('button', { name: 'Continue with Invitation' }).click();
  await expect(guest).toHaveURL(/\/register\?code=/);
  await expect(guest.getByLabel('Email')).toHaveValue(invitee.email);
  await expect(guest.getByLabel('Full name')).toHaveValue(invitee.name);
  await guest.getByLabel('Password').fill('nikhil-garden-2026');
  await guest.getByRole('button', { name: 'Sign Up' }).click();
  await expect(guest).toHaveURL(/\/my-properties$/);

  // Her profile starts with the phone and company the invitation carried (decision 026),
  // so her flyers have Call and WhatsApp buttons from the first day.
  await guest.goto('/profile');
  await expect(guest.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(guest.getByText('Joshi Realty').first()).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('invitee-profile.png'), fullPage: true });
  await expectAccessible(guest);

  // The inviter hears about the new member, and the invitation reads Accepted.
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Sent invitations' }).getByText('Status: Accepted')).toBeVisible();
  await guest.context().close();
});
