// /edit-agreement/:id (issue 20): the draft opens in its own kind's builder, filled with
// its terms and language, and saving sends the whole input again with the same kind; a
// sent agreement or a missing one is said so.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import { AGREEMENT_ID, anAgreement, aViewedAgreement, LISTING_ID } from '#web/features/agreements/test/fixtures.ts';
import {
  aBuyerDraft,
  aCoBrokingDraft,
  BUY_REQUIREMENT_ID,
  myRequirements,
  theirMatch,
  THEIR_LISTING_ID,
} from '#web/features/agreements/test/form-fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aProperty, aPropertyList } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { EditAgreementPage } from './edit-agreement';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const GET = `GET /api/agreements/${AGREEMENT_ID}`;
const PUT = `PUT /api/agreements/${AGREEMENT_ID}`;

function renderPage(routes: Record<string, Answer | Response>) {
  const api = fakeApi({
    'GET /api/properties/mine': json(aPropertyList([aProperty({ id: LISTING_ID, title: 'Spacious 3 BHK in Indiranagar' })])),
    'GET /api/requirements': json(myRequirements()),
    [`GET /api/properties/${THEIR_LISTING_ID}`]: json(theirMatch().property),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/edit-agreement/:id" element={<EditAgreementPage />} />
      <Route path="/agreement/:id" element={<h1>Agreement page</h1>} />
    </Routes>,
    { path: `/edit-agreement/${AGREEMENT_ID}` },
  );
  return { ...api, user: userEvent.setup() };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: 'Save draft' });

describe('/edit-agreement/:id picks the form by kind', () => {
  it("opens a seller mandate in the seller's builder and sends the whole terms again", async () => {
    const { user, callsTo } = renderPage({ [GET]: json(anAgreement()), [PUT]: json(anAgreement()) });
    expect(await screen.findByRole('heading', { name: 'Edit Seller Agreement' })).toBeTruthy();
    await waitFor(() => expect(select(/^Listing/).disabled).toBe(false));
    expect(input(/^Owner's full name/).value).toBe('Meera Shah');
    expect(select(/^Listing/).value).toBe(LISTING_ID);
    expect(screen.getByLabelText('Commission with GST').textContent).toContain('₹2,40,000 + GST ₹43,200 = ₹2,83,200 on the asking price');
    await user.clear(input(/^Commission \(%\)/));
    await user.type(input(/^Commission \(%\)/), '2.5');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo(PUT)[0]?.body).toEqual({
      kind: 'seller_to_broker',
      language: 'en',
      terms: { ...anAgreement().terms, commission_value: 2.5 },
    });
  });

  it("opens a buyer mandate in the buyer's builder, keeping its language", async () => {
    const { user, callsTo } = renderPage({ [GET]: json(aBuyerDraft()), [PUT]: json(aBuyerDraft()) });
    expect(await screen.findByRole('heading', { name: 'Edit Buyer Agreement' })).toBeTruthy();
    await waitFor(() => expect(select(/^Requirement/).disabled).toBe(false));
    expect(input(/^Client's full name/).value).toBe('Rohan Mehta');
    expect(select(/^Requirement/).value).toBe(BUY_REQUIREMENT_ID);
    expect(select(/^Language of the document/).value).toBe('hi');
    expect(screen.queryByLabelText(/^Owner's full name/)).toBeNull();
    await user.clear(input(/^Fee \(%\)/));
    await user.type(input(/^Fee \(%\)/), '2');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo(PUT)[0]?.body).toEqual({ kind: 'buyer_to_broker', language: 'hi', terms: { ...aBuyerDraft().terms, fee_value: 2 } });
  });

  it('opens co-broking terms in the co-broking builder, with the listing and its broker shown', async () => {
    const { user, callsTo } = renderPage({ [GET]: json(aCoBrokingDraft()), [PUT]: json(aCoBrokingDraft()) });
    expect(await screen.findByRole('heading', { name: 'Edit Broker to Broker Agreement' })).toBeTruthy();
    expect(await screen.findByText('Listed by Vikram Shah')).toBeTruthy();
    expect(input(/^Your share/).value).toBe('40');
    await user.click(screen.getByRole('button', { name: '50/50' }));
    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo(PUT)[0]?.body).toEqual({
      kind: 'broker_to_broker',
      language: 'en',
      terms: { ...aCoBrokingDraft().terms, client_broker_share: 50 },
    });
  });

  it('refuses to edit an agreement that is no longer a draft', async () => {
    renderPage({ [GET]: json(aViewedAgreement()) });
    expect(await screen.findByText(AGREEMENT_MESSAGES.notDraft)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the agreement' }).getAttribute('href')).toBe(`/agreement/${AGREEMENT_ID}`);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('says when the agreement is not found', async () => {
    renderPage({ [GET]: apiError(404, AGREEMENT_MESSAGES.notFound, 'not_found') });
    expect(await screen.findByRole('heading', { name: AGREEMENT_MESSAGES.notFound })).toBeTruthy();
  });
});
