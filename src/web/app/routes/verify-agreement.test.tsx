// Verify an agreement (issue 20, signed out too): the browser takes the chosen file's
// SHA-256 (the file itself is never sent) and asks the API; a pasted SHA-256 works too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFY_MESSAGES } from '#shared/schemas/agreements.ts';
import { AGREEMENT_ID } from '#web/features/agreements/test/fixtures.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { VerifyAgreementPage } from './verify-agreement';

afterEach(() => vi.unstubAllGlobals());

const VERIFY = 'POST /api/verify-agreement';
// SHA-256 of the three bytes 'abc' (FIPS 180-2's first example).
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

const verified = {
  verified: true,
  message: VERIFY_MESSAGES.verified,
  agreement: {
    id: AGREEMENT_ID,
    title: 'Listing mandate: Spacious 3 BHK in Indiranagar',
    executed_at: '2026-11-26T10:15:00.000Z',
    signers: ['Asha Rao', 'Meera Shah'],
  },
};

describe('/verify-agreement', () => {
  it("hashes the chosen file in the browser and sends only its SHA-256", async () => {
    const { callsTo } = fakeApi({ [VERIFY]: json(verified) });
    renderWithProviders(<VerifyAgreementPage />, { path: '/verify-agreement' });
    const user = userEvent.setup();
    const file = new File([new Uint8Array([0x61, 0x62, 0x63])], 'agreement-5a1b2c3d.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('The signed PDF'), file);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(callsTo(VERIFY).map((c) => c.body)).toEqual([{ sha256: ABC_SHA256 }]);
    expect(screen.getByTestId('file-sha256').textContent).toBe(ABC_SHA256);
    expect(within(result).getByText(VERIFY_MESSAGES.verified)).toBeTruthy();
    expect(within(result).getByText('Listing mandate: Spacious 3 BHK in Indiranagar')).toBeTruthy();
    expect(within(result).getByText('Signed by Asha Rao, Meera Shah')).toBeTruthy();
    expect(within(result).getByText(/^Executed/).querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-26T10:15:00.000Z',
    );
  });

  it("shows the answer's message when the file is not an executed agreement", async () => {
    fakeApi({ [VERIFY]: json({ verified: false, message: VERIFY_MESSAGES.notVerified, agreement: null }) });
    renderWithProviders(<VerifyAgreementPage />, { path: '/verify-agreement' });
    await userEvent.upload(screen.getByLabelText('The signed PDF'), new File([new Uint8Array([1, 2, 3, 4])], 'x.pdf'));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText(VERIFY_MESSAGES.notVerified)).toBeTruthy();
  });

  it('checks a pasted SHA-256 with the agreement id from the link, and refuses one that is not 64 hex characters', async () => {
    const { callsTo } = fakeApi({ [VERIFY]: json(verified) });
    renderWithProviders(<VerifyAgreementPage />, { path: `/verify-agreement?id=${AGREEMENT_ID}` });
    const user = userEvent.setup();
    expect((screen.getByLabelText('Agreement id (optional)') as HTMLInputElement).value).toBe(AGREEMENT_ID);
    await user.type(screen.getByLabelText('SHA-256'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(VERIFY_MESSAGES.sha256)).toBeTruthy();
    expect(callsTo(VERIFY)).toHaveLength(0);
    await user.clear(screen.getByLabelText('SHA-256'));
    await user.type(screen.getByLabelText('SHA-256'), ` ${ABC_SHA256.toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('region', { name: 'Result' });
    await waitFor(() =>
      expect(callsTo(VERIFY).map((c) => c.body)).toEqual([{ sha256: ABC_SHA256, agreement_id: AGREEMENT_ID }]),
    );
  });
});
