// The agreement page (issue 20): its terms, signers and trail, the actions of each status
// (draft: edit, delete, sign and send; sent: a new link, cancel; executed: the PDF and its
// SHA-256), the share dialog, and the page turning to Executed when the client signs.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import {
  AGREEMENT_ID,
  aLink,
  anAgreement,
  anExecutedAgreement,
  aViewedAgreement,
  PDF_SHA256,
} from '#web/features/agreements/test/fixtures.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { apiError, fakeApi, json, noContent, type Answer } from '#web/test/fake-api.ts';
import { aNotification, aUser } from '#web/test/fixtures.ts';
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
const PATH = `/agreement/${AGREEMENT_ID}`;

const page = (
  <Routes>
    <Route path="/agreement/:id" element={<AgreementDetailPage />} />
    <Route path="/broker-agreements" element={<h1>Broker Agreements page</h1>} />
  </Routes>
);

function renderPage(routes: Record<string, Answer | Response>) {
  const api = fakeApi(routes);
  renderWithProviders(page, { path: PATH });
  return { ...api, user: userEvent.setup() };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Listing mandate: Spacious 3 BHK in Indiranagar' });

describe('a draft', () => {
  it('shows the terms, the signers, the trail and the next step', async () => {
    renderPage({ [DETAIL]: json(anAgreement()) });
    await title();
    expect(screen.getByLabelText('Next step').textContent).toBe('Sign it and send it to Meera Shah');
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    expect(screen.getByText('₹1,20,00,000')).toBeTruthy();
    expect(screen.getByText('2 % of the sale price')).toBeTruthy();
    expect(screen.getByText('₹2,40,000 + GST ₹43,200 = ₹2,83,200 on the asking price')).toBeTruthy();
    expect(screen.getByText('26 Nov 2026 to 24 Feb 2027')).toBeTruthy();
    expect(screen.getByText('90 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spacious 3 BHK in Indiranagar' }).getAttribute('href')).toBe(
      '/property/11111111-1111-4111-8111-111111111111',
    );
    const signers = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem');
    expect(signers.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Not signed yet'),
      expect.stringContaining('Not signed yet'),
    ]);
    expect(within(screen.getByRole('list', { name: 'Trail' })).getByText('Drafted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/edit-agreement/${AGREEMENT_ID}`);
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('deletes after a confirmation and opens Broker Agreements', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(anAgreement()),
      [`DELETE /api/agreements/${AGREEMENT_ID}`]: noContent(),
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(callsTo(`DELETE /api/agreements/${AGREEMENT_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Broker Agreements page' })).toBeTruthy();
    expect(callsTo(`DELETE /api/agreements/${AGREEMENT_ID}`)).toHaveLength(1);
  });

  it("signs and sends with the broker's password, then offers WhatsApp, the link and says it was e-mailed", async () => {
    const sent = aViewedAgreement({ status: 'sent', next_step: "Waiting for Meera Shah's signature" });
    const { user, callsTo } = renderPage({
      [DETAIL]: json(anAgreement()),
      [`POST /api/agreements/${AGREEMENT_ID}/send`]: (call) =>
        (call.body as { password: string }).password === 'right horse'
          ? json(aLink(sent))
          : apiError(400, AGREEMENT_MESSAGES.passwordWrong, 'validation_error', 'password'),
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign and send' });
    await user.type(within(ask).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(ask).getByRole('button', { name: 'Sign and send' }));
    expect(await within(ask).findByText(AGREEMENT_MESSAGES.passwordWrong)).toBeTruthy();
    await user.clear(within(ask).getByLabelText(/^Your password/));
    await user.type(within(ask).getByLabelText(/^Your password/), 'right horse');
    await user.click(within(ask).getByRole('button', { name: 'Sign and send' }));

    const share = await screen.findByRole('dialog', { name: 'Send the signing link' });
    expect(callsTo(`POST /api/agreements/${AGREEMENT_ID}/send`).map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: 'right horse' },
    ]);
    const whatsapp = within(share).getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919845012345?text=Please%20sign');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect((within(share).getByLabelText('Signing link') as HTMLInputElement).value).toBe(
      'https://app.test/sign/tok_abcdefghijklmnopqrstuvwxyz',
    );
    expect(within(share).getByText('E-mailed to meera@example.com')).toBeTruthy();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://app.test/sign/tok_abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    await user.click(within(share).getByRole('button', { name: 'Done' }));
    // The page now shows the sent agreement's actions.
    expect(await screen.findByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.getByText(AGREEMENT_MESSAGES.sent)).toBeTruthy();
  });
});

describe('a sent agreement', () => {
  it('shows who opened it, renews the link into the share dialog, and says nothing of e-mail when none went', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aViewedAgreement()),
      [`POST /api/agreements/${AGREEMENT_ID}/link`]: json(aLink(aViewedAgreement(), { emailed: false })),
    });
    await title();
    const client = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem')[1]!;
    expect(client.textContent).toContain('Viewed 2m ago, not signed yet');
    // The trail, oldest first and newest last.
    expect(
      within(screen.getByRole('list', { name: 'Trail' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Drafted', 'Signed by you and sent to the owner', 'Opened by the owner']);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const share = await screen.findByRole('dialog', { name: 'Send the signing link' });
    expect(within(share).getByRole('link', { name: 'Send on WhatsApp' })).toBeTruthy();
    expect(within(share).queryByText(/E-mailed/)).toBeNull();
    expect(callsTo(`POST /api/agreements/${AGREEMENT_ID}/link`)).toHaveLength(1);
  });

  it('cancels after a confirmation', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aViewedAgreement()),
      [`POST /api/agreements/${AGREEMENT_ID}/cancel`]: json(
        aViewedAgreement({ status: 'cancelled', next_step: 'Cancelled. Draft it again to change it.' }),
      ),
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Cancel agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this agreement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(`POST /api/agreements/${AGREEMENT_ID}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel agreement' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this agreement?' })).getByRole('button', {
        name: 'Cancel agreement',
      }),
    );
    expect(await screen.findByText(AGREEMENT_MESSAGES.cancelled)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Next step').textContent).toBe('Cancelled. Draft it again to change it.'));
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
    expect(callsTo(`POST /api/agreements/${AGREEMENT_ID}/cancel`)).toHaveLength(1);
  });
});

describe('an executed agreement', () => {
  it("downloads the PDF with the session's token as agreement-<id>.pdf, and shows its SHA-256", async () => {
    act(() =>
      sessionStore.set({
        session: { access_token: 'token-1', token_type: 'bearer', expires_in: 900, expires_at: Math.floor(Date.now() / 1000) + 900 },
        user: aUser(),
      }),
    );
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    renderPage({
      [DETAIL]: json(anExecutedAgreement()),
      [`GET /api/agreements/${AGREEMENT_ID}/pdf`]: new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const fetchSpy = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', fetchSpy);
    const saved: { name: string; blob: Blob | undefined }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:app.test/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const user = userEvent.setup();
    await title();
    expect(screen.getByText(PDF_SHA256)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify an agreement' }).getAttribute('href')).toBe(
      `/verify-agreement?id=${AGREEMENT_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Sign and send' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('agreement-5a1b2c3d.pdf');
    expect(new Uint8Array(await saved[0]!.blob!.arrayBuffer())).toEqual(pdf);
    const [url, init] = fetchSpy.mock.calls.at(-1)!;
    expect(url).toBe(`/api/agreements/${AGREEMENT_ID}/pdf`);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it("says so when the PDF is not ready", async () => {
    const { user } = renderPage({
      [DETAIL]: json(anExecutedAgreement()),
      [`GET /api/agreements/${AGREEMENT_ID}/pdf`]: apiError(409, AGREEMENT_MESSAGES.pdfNotReady, 'conflict'),
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(screen.getByText(AGREEMENT_MESSAGES.pdfNotReady)).toBeTruthy();
  });
});

describe('live updates', () => {
  it("turns to Executed without a reload when the client signs (an 'agreement' notification)", async () => {
    let current = aViewedAgreement();
    const api = fakeApi({ [DETAIL]: () => json(current) });
    const queryClient = createTestQueryClient();
    const { send } = renderWithRealtime(page, { queryClient, userId: aUser().id, path: PATH });
    await title();
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
    // Another kind of notification reads nothing again.
    send({ kind: 'notification.created', notification: aNotification() });
    current = anExecutedAgreement();
    send({
      kind: 'notification.created',
      notification: aNotification({
        type: 'agreement',
        content: { agreement_id: AGREEMENT_ID, agreement_title: current.title, agreement_event: 'executed' },
        entity_type: 'agreements',
        entity_id: AGREEMENT_ID,
      }),
    });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getAllByText('Executed').length).toBeGreaterThan(0);
    expect(api.callsTo(DETAIL)).toHaveLength(2);
  });
});

describe('not found', () => {
  it('says so for an agreement that is not the broker’s', async () => {
    renderPage({ [DETAIL]: apiError(404, AGREEMENT_MESSAGES.notFound, 'not_found') });
    expect(await screen.findByRole('heading', { name: AGREEMENT_MESSAGES.notFound })).toBeTruthy();
  });
});
