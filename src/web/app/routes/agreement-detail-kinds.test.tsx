// The agreement page for the buyer mandate and co-broking (issue 20): each kind's terms;
// co-broking's client card (the owner's always, the listing broker's only once both have
// signed); the listing broker signing or declining in the app with their password or
// authenticator code, never offered the drafter's actions; the drafter's send dialog with
// the authenticator code, and telling the listing broker on WhatsApp; live updates.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import {
  aBuyerMandate,
  aCoBroking,
  AGREEMENT_ID,
  aLink,
  anExecutedCoBroking,
  CLIENT_NOTE,
  REQUIREMENT_ID,
} from '#web/features/agreements/test/fixtures.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aNotification, aUser } from '#web/test/fixtures.ts';
import { aRequirement } from '#web/test/requirement-fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { AgreementDetailPage } from './agreement-detail';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => sessionStore.set(null));
});

const DETAIL = `GET /api/agreements/${AGREEMENT_ID}`;
const SEND = `POST /api/agreements/${AGREEMENT_ID}/send`;
const SIGN = `POST /api/agreements/${AGREEMENT_ID}/sign`;
const DECLINE = `POST /api/agreements/${AGREEMENT_ID}/decline`;
const REQUIREMENT = `GET /api/requirements/${REQUIREMENT_ID}`;
const PATH = `/agreement/${AGREEMENT_ID}`;
const CO_BROKING_TITLE = 'Co-broking: Spacious 3 BHK in Indiranagar';

const page = (
  <Routes>
    <Route path="/agreement/:id" element={<AgreementDetailPage />} />
  </Routes>
);

function renderPage(routes: Record<string, Answer | Response>) {
  const api = fakeApi(routes);
  renderWithProviders(page, { path: PATH });
  return { ...api, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const clientCard = () => screen.getByRole('region', { name: /^Client/ });
/** Answers with `answer` when the body holds `expected` (the field's right value), else the field's refusal. */
const onlyWith = (expected: Record<string, string>, answer: () => Response, refusal: Response): Answer => (call) =>
  JSON.stringify(call.body) === JSON.stringify(expected) ? answer() : refusal;

describe('a buyer mandate', () => {
  it("shows the client, the requirement, the fee with GST worked out on the requirement's budget, the period and exclusivity", async () => {
    renderPage({
      [DETAIL]: json(aBuyerMandate()),
      [REQUIREMENT]: json(aRequirement({ id: REQUIREMENT_ID, property_type: 'Sale', budget_min: 10_000_000, budget_max: 15_000_000 })),
    });
    await heading('Buyer mandate: 3 BHK to buy in Whitefield');
    expect(screen.getByText('Ravi Kumar', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('ravi@example.com · 9845012399')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 BHK to buy in Whitefield' }).getAttribute('href')).toBe(`/requirement/${REQUIREMENT_ID}`);
    expect(screen.getByText('1 % of the purchase price')).toBeTruthy();
    expect(await screen.findByText('₹1,50,000 + GST ₹27,000 = ₹1,77,000 on a price of ₹1,50,00,000')).toBeTruthy();
    expect(screen.getByText('26 Nov 2026 to 24 Feb 2027')).toBeTruthy();
    expect(screen.getByText('Non-exclusive')).toBeTruthy();
    expect(screen.getByText('A51800012345')).toBeTruthy();
    const client = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem')[1]!;
    expect(client.textContent).toContain('Client');
    // No client card: that is co-broking's.
    expect(screen.queryByRole('region', { name: /^Client/ })).toBeNull();
  });

  it('gives no worked example when the budget is no base for the fee (months of rent on a purchase), nor without the requirement', async () => {
    const { callsTo } = renderPage({
      [DETAIL]: json(aBuyerMandate({ terms: { ...aBuyerMandate().terms, fee_basis: 'months_rent', fee_value: 1 } })),
      [REQUIREMENT]: json(aRequirement({ id: REQUIREMENT_ID, property_type: 'Sale', budget_max: 15_000_000 })),
    });
    await heading('Buyer mandate: 3 BHK to buy in Whitefield');
    expect(screen.getByText("1 month's rent")).toBeTruthy();
    await waitFor(() => expect(callsTo(REQUIREMENT)).toHaveLength(1));
    expect(screen.getByText('plus GST at 18 %')).toBeTruthy();
    expect(screen.queryByText(/= ₹/)).toBeNull();
  });
});

describe('co-broking, for the client broker who drafted it', () => {
  it('shows the terms with the split both ways and the client card, and offers no new link', async () => {
    renderPage({ [DETAIL]: json(aCoBroking('owner')) });
    await heading(CO_BROKING_TITLE);
    expect(screen.getByRole('link', { name: '3 BHK to buy in Indiranagar' }).getAttribute('href')).toBe(`/requirement/${REQUIREMENT_ID}`);
    expect(screen.getByRole('link', { name: 'Spacious 3 BHK in Indiranagar' }).getAttribute('href')).toBe(
      '/property/11111111-1111-4111-8111-111111111111',
    );
    expect(within(screen.getByRole('list', { name: 'Commission split' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "You, the client's broker: 40\u00a0%",
      'Vikram Nair, the listing broker: 60\u00a0%',
    ]);
    expect(
      screen.getByText(
        "The listing broker collects from the owner; the client's broker invoices the listing broker for their share",
      ),
    ).toBeTruthy();
    expect(screen.getByText('90 days')).toBeTruthy();
    expect(screen.getByText('Within 7 days')).toBeTruthy();
    expect(screen.getByText('A51800012345')).toBeTruthy();
    const card = clientCard();
    expect(within(card).getByRole('heading', { name: 'Client (private to you)' })).toBeTruthy();
    expect(within(card).getByText(CLIENT_NOTE)).toBeTruthy();
    const signers = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem');
    expect(signers.map((li) => li.querySelector('p')?.textContent)).toEqual([
      "Asha Rao Client's broker (you)",
      'Vikram Nair Listing broker',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel agreement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('signs and sends with the authenticator code (refusals on the field), then offers to tell the listing broker on WhatsApp', async () => {
    // A draft has no signers yet (they are made on sending).
    const draft = aCoBroking('owner', { status: 'draft', sign_with: 'authenticator', signers: [] });
    const sent = aCoBroking('owner', { status: 'sent', sign_with: 'authenticator' });
    const { user, callsTo } = renderPage({
      [DETAIL]: json(draft),
      [SEND]: onlyWith(
        { mfa_code: '246810' },
        () => json(aLink(sent, { sign_url: `https://app.test/agreement/${AGREEMENT_ID}`, whatsapp_url: 'https://wa.me/919845000111?text=Please%20sign', emailed: false })),
        apiError(400, AGREEMENT_MESSAGES.mfaCodeWrong, 'validation_error', 'mfa_code'),
      ),
    });
    await heading(CO_BROKING_TITLE);
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign and send' });
    expect(ask.textContent).toContain('Then the listing broker is asked to sign in BrokerCircle.');
    expect(within(ask).queryByLabelText(/password/)).toBeNull();
    const code = within(ask).getByLabelText(/^Authenticator code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // A short code never leaves the dialog.
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(within(ask).getByRole('button', { name: 'Sign and send' }));
    expect(within(ask).getByText(AGREEMENT_MESSAGES.mfaCodeRequired)).toBeTruthy();
    expect(callsTo(SEND)).toHaveLength(0);
    await user.type(code, '456');
    await user.click(within(ask).getByRole('button', { name: 'Sign and send' }));
    const refusal = await within(ask).findByText(AGREEMENT_MESSAGES.mfaCodeWrong);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(refusal.id);
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(ask).getByRole('button', { name: 'Sign and send' }));

    const told = await screen.findByRole('dialog', { name: 'Sent for signing' });
    expect(callsTo(SEND).map((c) => c.body)).toEqual([{ mfa_code: '123456' }, { mfa_code: '246810' }]);
    const whatsapp = within(told).getByRole('link', { name: 'Tell Vikram Nair on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919845000111?text=Please%20sign');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    // No client link to share for co-broking.
    expect(screen.queryByRole('dialog', { name: 'Send the signing link' })).toBeNull();
    expect(within(told).queryByText(/Signing link/)).toBeNull();
    await user.click(within(told).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Cancel agreement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
  });
});

describe('co-broking, for the listing broker', () => {
  it("shows the terms but not the client, says when the client's details come, and offers only Sign and Decline", async () => {
    renderPage({ [DETAIL]: json(aCoBroking('listing_broker')) });
    await heading(CO_BROKING_TITLE);
    expect(screen.getByLabelText('Next step').textContent).toBe('Waiting for your signature since today');
    expect(within(screen.getByRole('list', { name: 'Commission split' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Asha Rao, the client's broker: 40\u00a0%",
      'You, the listing broker: 60\u00a0%',
    ]);
    const card = clientCard();
    expect(within(card).getByRole('heading', { name: 'Client' })).toBeTruthy();
    expect(within(card).getByText("The client's details reach you once both of you have signed.")).toBeTruthy();
    expect(screen.queryByText(/Fernandes/)).toBeNull();
    expect(screen.queryByText(/private to you/)).toBeNull();
    const signers = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem');
    expect(signers.map((li) => li.querySelector('p')?.textContent)).toEqual([
      "Asha Rao Client's broker",
      'Vikram Nair Listing broker (you)',
    ]);
    expect(within(screen.getByRole('list', { name: 'Trail' })).getByText('Signed and sent to you')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    for (const drafterOnly of ['Cancel agreement', 'New link', 'Sign and send', 'Delete']) {
      expect(screen.queryByRole('button', { name: drafterOnly })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows the whole text to sign, open, in its language', async () => {
    const document = {
      title: 'दो ब्रोकरों के बीच अनुबंध: को-ब्रोकिंग की शर्तें',
      reference: `संदर्भ ${AGREEMENT_ID}`,
      note: 'यह टेम्पलेट क़ानूनी सलाह नहीं है।',
      sections: [{ heading: '4. कमीशन का बँटवारा', paragraphs: ["40 % क्लाइंट के ब्रोकर को और 60 % लिस्टिंग ब्रोकर को।"] }],
    };
    renderPage({ [DETAIL]: json(aCoBroking('listing_broker', { language: 'hi', document })) });
    await heading(CO_BROKING_TITLE);
    const details = screen.getByText('Read the whole agreement').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByRole('heading', { name: '4. कमीशन का बँटवारा' }).closest('[lang]')?.getAttribute('lang')).toBe('hi-IN');
    expect(within(details).getByText('40 % क्लाइंट के ब्रोकर को और 60 % लिस्टिंग ब्रोकर को।')).toBeTruthy();
  });

  it('signs with the password (a wrong one refused on the field), then sees the client and the PDF', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aCoBroking('listing_broker')),
      [SIGN]: onlyWith(
        { password: 'right horse' },
        () => json(anExecutedCoBroking('listing_broker')),
        apiError(400, AGREEMENT_MESSAGES.passwordWrong, 'validation_error', 'password'),
      ),
    });
    await heading(CO_BROKING_TITLE);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign the co-broking terms' });
    expect(within(ask).queryByLabelText(/Authenticator code/)).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Sign' }));
    expect(within(ask).getByText('Password is required')).toBeTruthy();
    expect(callsTo(SIGN)).toHaveLength(0);
    const password = within(ask).getByLabelText(/^Your password/);
    expect(password.getAttribute('type')).toBe('password');
    await user.type(password, 'wrong');
    await user.click(within(ask).getByRole('button', { name: 'Sign' }));
    const refusal = await within(ask).findByText(AGREEMENT_MESSAGES.passwordWrong);
    expect(password.getAttribute('aria-describedby')).toBe(refusal.id);
    await user.clear(password);
    await user.type(password, 'right horse');
    await user.click(within(ask).getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(callsTo(SIGN).map((c) => c.body)).toEqual([{ password: 'wrong' }, { password: 'right horse' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Signed. The agreement is executed.')).toBeTruthy();
    expect(screen.getAllByText('Executed').length).toBeGreaterThan(0);
    expect(within(clientCard()).getByText(CLIENT_NOTE)).toBeTruthy();
    expect(screen.queryByText("The client's details reach you once both of you have signed.")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it("signs with the authenticator code when enrolled (the server's refusal on the field)", async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aCoBroking('listing_broker', { sign_with: 'authenticator' })),
      [SIGN]: onlyWith(
        { mfa_code: '135790' },
        () => json(anExecutedCoBroking('listing_broker', { sign_with: 'authenticator' })),
        apiError(400, AGREEMENT_MESSAGES.mfaCodeWrong, 'validation_error', 'mfa_code'),
      ),
    });
    await heading(CO_BROKING_TITLE);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign the co-broking terms' });
    expect(ask.textContent).toContain('Enter the 6-digit code from your authenticator app to sign.');
    expect(within(ask).queryByLabelText(/password/)).toBeNull();
    const code = within(ask).getByLabelText(/^Authenticator code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(within(ask).getByRole('button', { name: 'Sign' }));
    expect(await within(ask).findByText(AGREEMENT_MESSAGES.mfaCodeWrong)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(within(ask).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(callsTo(SIGN).map((c) => c.body)).toEqual([{ mfa_code: '111111' }, { mfa_code: '135790' }]);
  });

  it('declines with a reason; a refusal shows on the field', async () => {
    let open = true;
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aCoBroking('listing_broker')),
      [DECLINE]: () =>
        open
          ? apiError(409, AGREEMENT_MESSAGES.notOpen, 'conflict')
          : json(aCoBroking('listing_broker', { status: 'declined', next_step: 'Declined by Vikram Nair' })),
    });
    await heading(CO_BROKING_TITLE);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const ask = await screen.findByRole('dialog', { name: 'Decline these terms?' });
    const reason = within(ask).getByLabelText('Reason (optional)');
    await user.type(reason, 'The owner has sold it');
    await user.click(within(ask).getByRole('button', { name: 'Decline' }));
    const refusal = await within(ask).findByText(AGREEMENT_MESSAGES.notOpen);
    expect(reason.getAttribute('aria-describedby')).toBe(refusal.id);
    open = false;
    await user.click(within(ask).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByLabelText('Next step').textContent).toBe('Declined by Vikram Nair'));
    expect(callsTo(DECLINE).map((c) => c.body)).toEqual([{ reason: 'The owner has sold it' }, { reason: 'The owner has sold it' }]);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByText(/Fernandes/)).toBeNull();
  });

  it('once executed, shows the client and the PDF', async () => {
    renderPage({ [DETAIL]: json(anExecutedCoBroking('listing_broker')) });
    await heading(CO_BROKING_TITLE);
    expect(within(clientCard()).getByText(CLIENT_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it("reads the page again on an 'agreement' notification (the drafter cancelled)", async () => {
    let current = aCoBroking('listing_broker');
    const api = fakeApi({ [DETAIL]: () => json(current) });
    const { send } = renderWithRealtime(page, { queryClient: createTestQueryClient(), userId: aUser().id, path: PATH });
    await heading(CO_BROKING_TITLE);
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
    current = aCoBroking('listing_broker', { status: 'cancelled', next_step: 'Cancelled: the link no longer works' });
    send({
      kind: 'notification.created',
      notification: aNotification({
        type: 'agreement',
        content: { agreement_id: AGREEMENT_ID, agreement_title: CO_BROKING_TITLE, agreement_event: 'cancelled' },
        entity_type: 'agreements',
        entity_id: AGREEMENT_ID,
      }),
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull());
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(api.callsTo(DETAIL)).toHaveLength(2);
  });
});
