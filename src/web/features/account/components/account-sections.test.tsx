import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type DataExport, type DataExportList } from '#shared/schemas/account.ts';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { AuthContext, useAuth } from '#web/lib/auth/auth-context.ts';
import { peekPendingRedirect } from '#web/lib/auth/pending-redirect.ts';
import { apiError, fakeApi, json, never, noContent } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders, testAuth } from '#web/test/render-with-providers.tsx';
import { DeleteAccountSection } from './delete-account-section';
import { formatBytes } from '#shared/format/bytes.ts';
import { DownloadMyData } from './download-my-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const anExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: testId(7),
  status: 'ready',
  created_at: '2026-03-01T10:00:00.000Z',
  ready_at: '2026-03-01T10:01:00.000Z',
  expires_at: '2026-03-08T10:01:00.000Z',
  size_bytes: 5 * 1024 * 1024,
  ...overrides,
});
const aList = (items: DataExport[], overrides: Partial<DataExportList> = {}): DataExportList => ({
  items,
  remaining_today: 2,
  next_request_at: null,
  ...overrides,
});

describe('Download my data', () => {
  it('shows a loading state, then an error with Try again', async () => {
    const api = fakeApi({ 'GET /api/account/exports': never });
    renderWithProviders(<DownloadMyData />);
    expect(screen.getByRole('status', { name: 'Loading your data requests' })).toBeTruthy();
    api.on('GET /api/account/exports', apiError(500, 'Database unavailable', 'internal'));
    const user = userEvent.setup();
    // The first answer never comes; ask again through a fresh render.
    renderWithProviders(<DownloadMyData />);
    expect(await screen.findByText('Could not load your data requests.')).toBeTruthy();
    api.on('GET /api/account/exports', json(aList([])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not requested a copy yet.')).toBeTruthy();
  });

  it('requests a copy and then shows that it is being prepared', async () => {
    const building = anExport({ status: 'building', expires_at: null, size_bytes: null });
    const api = fakeApi({
      // Before the request: nothing; after it: being prepared.
      'GET /api/account/exports': () =>
        json(api.callsTo('POST /api/account/exports').length === 0 ? aList([]) : aList([building], { remaining_today: 1 })),
      'POST /api/account/exports': json(anExport({ status: 'queued', ready_at: null, expires_at: null, size_bytes: null }), 202),
    });
    const user = userEvent.setup();
    renderWithProviders(<DownloadMyData />);
    await user.click(await screen.findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(/This can take a few minutes/)).toBeTruthy();
    expect(api.callsTo('POST /api/account/exports')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Request/ })).toBeNull();
    expect(await screen.findByText(ACCOUNT_MESSAGES.exportRequested)).toBeTruthy();
  });

  it('offers the download of a ready copy with its size and expiry, through a fresh link', async () => {
    const api = fakeApi({
      'GET /api/account/exports': json(aList([anExport()])),
      [`POST /api/account/exports/${testId(7)}/link`]: json({ url: `/api/account/exports/${testId(7)}/download?ticket=abc`, expires_in: 60 }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderWithProviders(<DownloadMyData />);
    expect(await screen.findByText(/Your data is ready \(5\.0 MB\)\. Available until/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/account/exports/${testId(7)}/download?ticket=abc`));
    expect(api.callsTo(`POST /api/account/exports/${testId(7)}/link`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Request a new copy' })).toBeTruthy();
  });

  it('says when a copy failed or expired, and when the daily limit is reached', async () => {
    const api = fakeApi({ 'GET /api/account/exports': json(aList([anExport({ status: 'failed', expires_at: null })])) });
    const { unmount } = renderWithProviders(<DownloadMyData />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.exportFailed)).toBeTruthy();
    unmount();
    api.on(
      'GET /api/account/exports',
      json(aList([anExport({ status: 'expired', expires_at: null })], { remaining_today: 0, next_request_at: '2026-03-02T10:00:00.000Z' })),
    );
    renderWithProviders(<DownloadMyData />);
    expect(await screen.findByText('Your last copy has expired. Request a new one when you need it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request my data' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/You can request your data 3 times a day; the next request is possible after/)).toBeTruthy();
  });

  it("shows the server's refusal of a request", async () => {
    fakeApi({
      'GET /api/account/exports': json(aList([])),
      'POST /api/account/exports': apiError(429, ACCOUNT_MESSAGES.exportDailyLimit, 'rate_limited'),
    });
    const user = userEvent.setup();
    renderWithProviders(<DownloadMyData />);
    await user.click(await screen.findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.exportDailyLimit)).toBeTruthy();
  });

  it('formats sizes', () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(3 * 1024 * 1024 + 1)]).toEqual(['900 B', '2 KB', '3.0 MB']);
  });
});

describe('Delete my account', () => {
  /** Signed in until signOut is called; the page's guard then goes where sign-out leads. */
  function SignedIn({ signOut, children }: { signOut: () => Promise<void>; children: ReactNode }) {
    const [user, setUser] = useState<AuthUser | null>(aUser());
    const value = {
      ...testAuth(user),
      signOut: async () => {
        await signOut();
        setUser(null);
      },
    };
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }
  function Guard() {
    const { user } = useAuth();
    return user ? <Outlet /> : <Navigate to={peekPendingRedirect() ?? '/login'} replace />;
  }

  function renderSection() {
    const signOut = vi.fn(() => Promise.resolve());
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <SignedIn signOut={signOut}>
          <MemoryRouter initialEntries={['/profile']}>
            <Routes>
              <Route element={<Guard />}>
                <Route path="/profile" element={<DeleteAccountSection />} />
              </Route>
              <Route path="/" element={<h1>Start page</h1>} />
              <Route path="/login" element={<h1>Login page</h1>} />
            </Routes>
            <Toaster />
          </MemoryRouter>
        </SignedIn>
      </QueryClientProvider>,
    );
    return { signOut };
  }

  it('says what will happen before anything is asked', () => {
    renderSection();
    expect(screen.getByText('Deleting your account cannot be undone. At once:')).toBeTruthy();
    expect(screen.getByText(/shown as from a ‘Former member’/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download your data' }).getAttribute('href')).toBe('#download-my-data');
  });

  it('asks for the password, shows a wrong one as an error and changes nothing', async () => {
    const api = fakeApi({ 'DELETE /api/account': apiError(400, ACCOUNT_MESSAGES.wrongPassword, 'bad_request', 'password') });
    const { signOut } = renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'wrong one' });
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('with the right password deletes, signs out and goes to the start page', async () => {
    fakeApi({ 'DELETE /api/account': noContent() });
    const { signOut } = renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Current password'), 'correct horse battery');
    await user.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountDeleted)).toBeTruthy();
  });

  it('Cancel closes the dialog and forgets the password', async () => {
    fakeApi({});
    renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Current password'), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Current password')).value).toBe('');
  });
});
