import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES, type SentInvitation } from '#shared/schemas/invitations.ts';
import {
  type Answer,
  type ApiCall,
  apiError,
  fakeApi,
  json,
  networkDown,
} from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { aSentInvitation, aSentList, aWhatsappInvite } from '../test/fixtures';
import { defaultInviteMessage } from './default-message';
import { InviteAssociates } from './invite-associates';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Routes = { list?: Answer; send?: Answer; whatsapp?: Answer; resend?: Answer };

/** The invitations API: the sent list (empty unless given), send, whatsapp and resend. */
function serve(routes: Routes = {}): ApiCall[] {
  return fakeApi((call) => {
    const { method, path } = call;
    if (method === 'GET' && path.startsWith('/api/invitations/sent')) {
      return (routes.list ?? (() => json(aSentList([]))))(call);
    }
    if (method === 'POST' && path === '/api/invitations' && routes.send) return routes.send(call);
    if (method === 'POST' && /\/whatsapp$/.test(path) && routes.whatsapp)
      return routes.whatsapp(call);
    if (method === 'POST' && /\/resend$/.test(path) && routes.resend) return routes.resend(call);
    return apiError(500, `unexpected ${method} ${path}`, 'internal');
  }).calls;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <InviteAssociates productName="BrokerCircle" page={1} onPageChange={() => {}} />,
    { user: aUser() },
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send Invitation' });
const sendWhatsappButton = () =>
  screen.getByRole('button', { name: 'Send & Generate WhatsApp Message' });
const generateButton = () => screen.getByRole('button', { name: 'Generate WhatsApp Message' });

/** The toast whose title is `title` (the banner may show the same words). */
async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find(
      (t) => t.querySelector('[data-title]')?.textContent === title,
    );
    if (!found) throw new Error(`no toast '${title}'`);
    return found;
  });
}

async function findBanner(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  const banner = heading.closest('[role="alert"]');
  if (!(banner instanceof HTMLElement)) throw new Error('the heading is not in a banner');
  return banner;
}

const sendCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/invitations');

describe('InviteAssociates form', () => {
  it('has the five fields, the +91 prefix with its hint and the pre-filled pitch with its counter', async () => {
    serve();
    renderPage();
    for (const label of ['Name', 'Company', 'Email*', 'Phone', 'Message*']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('+91')).toBeTruthy();
    const phone = field('Phone');
    const hint = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('10-digit WhatsApp number, no spaces');
    const pitch = defaultInviteMessage('BrokerCircle');
    expect(field('Message*').value).toBe(pitch);
    expect(pitch.length).toBeLessThan(500);
    expect(screen.getByText(`${pitch.length}/500`)).toBeTruthy();
    expect(sendButton()).toBeTruthy();
    expect(sendWhatsappButton()).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No invitations sent yet' })).toBeTruthy();
  });

  it("says 'Email is required' and 'Please include a short message', and sends nothing", async () => {
    const calls = serve();
    const user = renderPage();
    await user.clear(field('Message*'));
    await user.click(sendButton());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please include a short message')).toBeTruthy();
    expect(field('Email*').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email*'));
    expect(screen.getByText('0/500')).toBeTruthy();
    expect(sendCalls(calls)).toHaveLength(0);
  });

  it("says 'Must be a valid email address' and 'Message should be less than 500 characters'", async () => {
    const calls = serve();
    const user = renderPage();
    await user.type(field('Email*'), 'priya@');
    await user.clear(field('Message*'));
    await user.click(field('Message*'));
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeTruthy();
    await user.click(sendWhatsappButton());
    expect(await screen.findByText('Must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Message should be less than 500 characters')).toBeTruthy();
    expect(sendCalls(calls)).toHaveLength(0);
  });
});

describe('InviteAssociates sending', () => {
  it("sends, toasts 'Invitation sent' and refreshes the list", async () => {
    let sent: SentInvitation[] = [];
    const calls = serve({
      list: () => json(aSentList(sent)),
      send: () => {
        sent = [aSentInvitation()];
        return json(sent[0], 201);
      },
    });
    const user = renderPage();
    await screen.findByRole('heading', { name: 'No invitations sent yet' });
    await user.type(field('Name'), '  Priya Sharma ');
    await user.type(field('Company'), 'Sharma Realty');
    await user.type(field('Email*'), ' Priya@Example.com ');
    await user.type(field('Phone'), '9876543210');
    await user.click(sendButton());

    const toastEl = await findToast('Invitation sent');
    expect(toastEl.textContent).toContain('Your invitation has been sent to priya@example.com');
    expect(sendCalls(calls)[0]?.body).toEqual({
      email: 'priya@example.com',
      name: 'Priya Sharma',
      company: 'Sharma Realty',
      phone: '9876543210',
      message: defaultInviteMessage('BrokerCircle'),
    });
    const list = await screen.findByRole('list', { name: 'Sent invitations' });
    expect(within(list).getByText('Priya Sharma')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    // No WhatsApp message was asked for.
    expect(calls.some((c) => c.path.endsWith('/whatsapp'))).toBe(false);
  });

  it('leaves blank optional fields out and shows Sending... while busy', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = serve({ send: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = renderPage();
    await user.type(field('Email*'), 'ravi@example.com');
    await user.click(sendButton());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((sendWhatsappButton() as HTMLButtonElement).disabled).toBe(true);
    expect(sendCalls(calls)[0]?.body).toEqual({
      email: 'ravi@example.com',
      message: defaultInviteMessage('BrokerCircle'),
    });
    answer(json(aSentInvitation({ invitee_email: 'ravi@example.com' }), 201));
    await findToast('Invitation sent');
    await waitFor(() => expect((sendButton() as HTMLButtonElement).disabled).toBe(false));
  });

  const bannerCases = [
    {
      code: 'mail_account_inactive',
      status: 502,
      message: 'Account activation required',
      banner: 'Account activation required',
      tone: 'amber',
      text: INVITE_MESSAGES.activationRequiredDescription,
      toast: 'Account activation required',
      steps: true,
    },
    {
      code: 'mail_domain_unverified',
      status: 502,
      message: 'Domain Verification Issue',
      banner: 'Domain Verification Issue',
      tone: 'amber',
      text: INVITE_MESSAGES.domainIssueDescription,
      toast: 'Domain Verification Issue',
      steps: true,
    },
    {
      code: 'mail_failed',
      status: 502,
      message: 'Failed to send invitation',
      banner: 'Error Sending Invitation',
      tone: 'red',
      text: 'Please try again later.',
      toast: 'Failed to send invitation',
      steps: false,
    },
    {
      code: 'database_failed',
      status: 503,
      message: 'Failed to create invitation record in the database',
      banner: 'Error Sending Invitation',
      tone: 'red',
      text: 'Failed to create invitation record in the database',
      toast: 'Failed to send invitation',
      steps: false,
    },
    {
      code: 'rate_limited',
      status: 429,
      message: INVITE_MESSAGES.rateLimited(600),
      banner: 'Error Sending Invitation',
      tone: 'red',
      text: 'You have sent too many invitations. Please wait 10 minutes and try again.',
      toast: 'Failed to send invitation',
      steps: false,
    },
  ] as const;

  it.each(bannerCases)(
    '$code: banner "$banner" ($tone) above the form and toast "$toast"',
    async ({ code, status, message, banner, tone, text, toast: toastTitle, steps }) => {
      const calls = serve({ send: () => apiError(status, message, code) });
      const user = renderPage();
      await user.type(field('Email*'), 'priya@example.com');
      await user.click(sendWhatsappButton());

      const alert = await findBanner(banner);
      expect(alert.getAttribute('data-tone')).toBe(tone);
      expect(alert.textContent).toContain(text);
      expect(within(alert).queryAllByRole('listitem').length > 0).toBe(steps);
      // Above the form, and focused.
      const form = screen.getByRole('form', { name: 'Invite an associate' });
      expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(alert));
      const toastEl = await findToast(toastTitle);
      expect(toastEl.textContent).toContain(text);
      // The send failed: no WhatsApp message.
      expect(calls.some((c) => c.path.endsWith('/whatsapp'))).toBe(false);
      expect(screen.queryByRole('link', { name: /Open WhatsApp/ })).toBeNull();
    },
  );

  it('shows a network failure in the red banner', async () => {
    serve({ send: networkDown });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(sendButton());
    const alert = await findBanner('Error Sending Invitation');
    expect(alert.textContent).toContain('Network error. Check your connection and try again.');
    await findToast('Failed to send invitation');
  });

  it('clears the banner on the next successful send, and it can be dismissed', async () => {
    let fail = true;
    serve({
      send: () =>
        fail
          ? apiError(502, 'Failed to send invitation', 'mail_failed')
          : json(aSentInvitation(), 201),
    });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(sendButton());
    await findBanner('Error Sending Invitation');
    fail = false;
    await user.click(sendButton());
    await findToast('Invitation sent');
    expect(screen.queryByRole('heading', { name: 'Error Sending Invitation' })).toBeNull();

    fail = true;
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(sendButton());
    const alert = await findBanner('Error Sending Invitation');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Error Sending Invitation' })).toBeNull();
  });

  it('says on the Email field that the person is already a member, without a banner', async () => {
    serve({
      send: () => apiError(409, INVITE_MESSAGES.alreadyMember, 'already_member', 'email'),
    });
    const user = renderPage();
    await user.type(field('Email*'), 'member@example.com');
    await user.click(sendButton());
    const error = await screen.findByText(INVITE_MESSAGES.alreadyMember, { selector: 'p' });
    expect(field('Email*').getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field('Email*')));
    await findToast(INVITE_MESSAGES.alreadyMember);
    expect(screen.queryByRole('heading', { name: 'Error Sending Invitation' })).toBeNull();
  });

  it("shows the server's field error (own address) on its field", async () => {
    serve({ send: () => apiError(400, INVITE_MESSAGES.ownEmail, 'bad_request', 'email') });
    const user = renderPage();
    await user.type(field('Email*'), 'broker1@example.com');
    await user.click(sendButton());
    expect(await screen.findByText('You cannot invite yourself')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error Sending Invitation' })).toBeNull();
  });
});

describe('InviteAssociates WhatsApp', () => {
  it('sends, then shows the preview with the message, the link and Open WhatsApp', async () => {
    const invite = aWhatsappInvite();
    const calls = serve({
      send: () => json(aSentInvitation(), 201),
      whatsapp: () => json(invite, 201),
    });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.type(field('Phone'), '9876543210');
    await user.click(sendWhatsappButton());

    const open = await screen.findByRole('link', { name: /Open WhatsApp/ });
    expect(open.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(invite.message)}`,
    );
    expect(open.getAttribute('href')).toContain('Your%20invite%20code%3A%20K7M2QX');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(invite.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: invite.invite_url }).getAttribute('href')).toBe(
      invite.invite_url,
    );
    await findToast('Invitation sent');
    // The WhatsApp call came after the send, for the invitation it made.
    const order = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual(['/api/invitations', `/api/invitations/${testId(70)}/whatsapp`]);
    // The preview sits below the form and takes focus.
    const form = screen.getByRole('form', { name: 'Invite an associate' });
    const heading = screen.getByRole('heading', { name: 'WhatsApp Message' });
    expect(form.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await findToast('Message copied');
    expect(await navigator.clipboard.readText()).toBe(invite.message);
  });

  it('links to wa.me without a number when no phone was given', async () => {
    const message = 'Hi there, Asha Rao has invited you. Your invite code: K7M2QX. Join here: x';
    serve({
      send: () => json(aSentInvitation({ invitee_phone: null }), 201),
      whatsapp: () =>
        json(
          aWhatsappInvite({
            message,
            phone: null,
            whatsapp_url: `https://wa.me/?text=${encodeURIComponent(message)}`,
          }),
          201,
        ),
    });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(sendWhatsappButton());
    const open = await screen.findByRole('link', { name: /Open WhatsApp/ });
    expect(open.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(screen.getByText(/No number was given/)).toBeTruthy();
  });

  it("'Generate WhatsApp Message' says 'Email required' when the e-mail is empty", async () => {
    const calls = serve();
    const user = renderPage();
    await user.click(generateButton());
    await findToast('Email required');
    expect(document.activeElement).toBe(field('Email*'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("'Generate WhatsApp Message' says 'Invitation not sent' before any send, or after a failed one", async () => {
    const calls = serve({ send: () => apiError(502, 'Failed to send invitation', 'mail_failed') });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(generateButton());
    const notSent = await findToast('Invitation not sent');
    expect(notSent.textContent).toContain(
      'Please send an invitation first before generating the WhatsApp message.',
    );
    toast.dismiss();
    await user.click(sendButton());
    await findBanner('Error Sending Invitation');
    await user.click(generateButton());
    await findToast('Invitation not sent');
    expect(calls.some((c) => c.path.endsWith('/whatsapp'))).toBe(false);
  });

  it('generates for the invitation just sent (the form is blank again), and for no other address', async () => {
    const calls = serve({
      send: () => json(aSentInvitation(), 201),
      whatsapp: () => json(aWhatsappInvite(), 201),
    });
    const user = renderPage();
    await user.type(field('Email*'), 'priya@example.com');
    await user.click(sendButton());
    await findToast('Invitation sent');
    expect(field('Email*').value).toBe('');
    expect(screen.getByText(/for the invitation just sent to/).textContent).toContain(
      'priya@example.com',
    );
    expect(screen.queryByRole('link', { name: /Open WhatsApp/ })).toBeNull();
    await user.click(generateButton());
    expect(await screen.findByRole('link', { name: /Open WhatsApp/ })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/whatsapp'))).toHaveLength(1);
    expect(calls.find((c) => c.path.endsWith('/whatsapp'))?.path).toBe(
      `/api/invitations/${aSentInvitation().id}/whatsapp`,
    );

    toast.dismiss();
    await user.type(field('Email*'), 'someone.else@example.com');
    await user.click(generateButton());
    await findToast('Invitation not sent');
    expect(calls.filter((c) => c.path.endsWith('/whatsapp'))).toHaveLength(1);
  });

  it('clears every field after a send, so the next invitation inherits no company or phone', async () => {
    const calls = serve({
      send: (call) => {
        const body = call.body as { email: string };
        return json(aSentInvitation({ invitee_email: body.email }), 201);
      },
      whatsapp: () => json(aWhatsappInvite(), 201),
    });
    const user = renderPage();
    await user.type(field('Name'), 'Priya Sharma');
    await user.type(field('Company'), 'Sharma Realty');
    await user.type(field('Email*'), 'priya@example.com');
    await user.type(field('Phone'), '9876543210');
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    await user.clear(message);
    await user.type(message, 'Priya, as we discussed at lunch: join us.');
    await user.click(sendWhatsappButton());
    expect(await screen.findByRole('link', { name: /Open WhatsApp/ })).toBeTruthy();

    expect(field('Name').value).toBe('');
    expect(field('Company').value).toBe('');
    expect(field('Email*').value).toBe('');
    expect(field('Phone').value).toBe('');
    expect(message.value).toBe(defaultInviteMessage('BrokerCircle'));

    toast.dismiss();
    await user.type(field('Email*'), 'ravi@example.com');
    await user.click(sendButton());
    await findToast('Invitation sent');
    expect(sendCalls(calls)[1]?.body).toEqual({
      email: 'ravi@example.com',
      message: defaultInviteMessage('BrokerCircle'),
    });
  });
});

describe('InviteAssociates sent list', () => {
  const pending = aSentInvitation();
  const accepted = aSentInvitation({
    id: testId(71),
    invitee_email: 'ravi@example.com',
    invitee_name: null,
    invitee_company_name: null,
    invitee_phone: null,
    invite_code: 'HB3N9P',
    status: 'accepted',
    accepted_at: '2026-03-14T10:00:00.000Z',
  });

  it('lists the invitations with status, code and actions; pending ones can be resent', async () => {
    const calls = serve({
      list: () => json(aSentList([pending, accepted], 12)),
      resend: () => json(pending),
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Sent invitations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Priya Sharma');
    expect(first!.textContent).toContain('priya@example.com');
    expect(first!.textContent).toContain('Sharma Realty · +919876543210');
    expect(first!.textContent).toContain('Sent 12 Mar 2026');
    expect(first!.textContent).toContain('Status: Pending');
    expect(first!.textContent).toContain('K7M2QX');
    expect(second!.textContent).toContain('ravi@example.com');
    expect(second!.textContent).toContain('Status: Accepted');
    expect(second!.textContent).toContain('Accepted 14 Mar 2026');
    expect(within(second!).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Sent invitation pages' }).textContent).toContain(
      'Page 1 of 2',
    );

    await user.click(
      within(second!).getByRole('button', { name: 'Copy code for ravi@example.com' }),
    );
    await findToast('Invite code copied');
    expect(await navigator.clipboard.readText()).toBe('HB3N9P');

    await user.click(within(first!).getByRole('button', { name: 'Resend to priya@example.com' }));
    const resent = await findToast('Invitation resent');
    expect(resent.textContent).toContain('Your invitation has been sent to priya@example.com');
    expect(
      calls.some((c) => c.method === 'POST' && c.path === `/api/invitations/${testId(70)}/resend`),
    ).toBe(true);
  });

  it('shows Resending... while a resend is under way', async () => {
    serve({
      list: () => json(aSentList([pending])),
      resend: () => new Promise<Response>(() => {}),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend to priya@example.com' }));
    const busy = await screen.findByRole('button', { name: 'Resending to priya@example.com' });
    expect(busy.textContent).toBe('Resending...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it('maps a refused resend like a send: banner and toast', async () => {
    serve({
      list: () => json(aSentList([pending])),
      resend: () => apiError(502, 'Account activation required', 'mail_account_inactive'),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend to priya@example.com' }));
    const alert = await findBanner('Account activation required');
    expect(alert.getAttribute('data-tone')).toBe('amber');
    await findToast('Account activation required');
  });

  it('toasts when the invitation was accepted meanwhile', async () => {
    serve({
      list: () => json(aSentList([pending])),
      resend: () => apiError(409, INVITE_MESSAGES.alreadyAccepted, 'conflict'),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend to priya@example.com' }));
    const el = await findToast('Failed to send invitation');
    expect(el.textContent).toContain(INVITE_MESSAGES.alreadyAccepted);
    expect(screen.queryByRole('heading', { name: 'Error Sending Invitation' })).toBeNull();
  });

  it('shows a skeleton while loading and Try again when the list fails', async () => {
    let fail = true;
    serve({
      list: () => (fail ? apiError(500, 'Internal error', 'internal') : json(aSentList([pending]))),
    });
    const user = renderPage();
    expect(screen.getByRole('status', { name: 'Loading sent invitations' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Could not load your invitations' }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Sent invitations' })).toBeTruthy();
  });
});
