// The seller-to-broker mandate's builder (issue 20): the shared schema's messages, the
// listing's price and kind prefilling the money, the live GST line, the body it posts,
// a server refusal at its field (editing: edit-agreement.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import { addDays, localIsoDate } from '#web/features/agreements/components/agreement-format.ts';
import { anAgreement, LISTING_ID, OTHER_LISTING_ID } from '#web/features/agreements/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { anOwnProfile, aProperty, aPropertyList } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { SellerAgreementFormPage } from './seller-agreement-form';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const MINE = 'GET /api/properties/mine';
const listings = () =>
  aPropertyList([
    aProperty({ id: LISTING_ID, title: 'Spacious 3 BHK in Indiranagar', price: 12_500_000 }),
    aProperty({ id: OTHER_LISTING_ID, title: '2 BHK for rent in HSR Layout', price: 45_000, property_type: 'Rent' }),
  ]);

function renderPage(path: string, routes: Record<string, Answer | Response> = {}) {
  const api = fakeApi({ [MINE]: json(listings()), ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/agreements/seller-to-broker" element={<SellerAgreementFormPage />} />
      <Route path="/agreement/:id" element={<h1>Agreement page</h1>} />
    </Routes>,
    { path },
  );
  return { ...api, user: userEvent.setup() };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const listing = () => screen.getByLabelText(/^Listing/) as HTMLSelectElement;
const gstLine = () => screen.getByLabelText('Commission with GST').textContent;

async function listingsLoaded() {
  await waitFor(() => expect(listing().disabled).toBe(false));
}

describe('/agreements/seller-to-broker', () => {
  it('lists the shared messages under the form and sends nothing', async () => {
    const { user, calls } = renderPage('/agreements/seller-to-broker');
    await listingsLoaded();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = (await screen.findByText('Please fix the following errors:')).closest('[role="alert"]') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      AGREEMENT_MESSAGES.ownerNameRequired,
      AGREEMENT_MESSAGES.contactRequired,
      AGREEMENT_MESSAGES.propertyRequired,
      AGREEMENT_MESSAGES.askingPrice,
      AGREEMENT_MESSAGES.commissionPercent,
    ]);
    // Each message also sits at its field.
    expect(input(/^Owner's e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('checks the phone, the commission cap and the dates with the shared messages', async () => {
    const { user } = renderPage('/agreements/seller-to-broker');
    await listingsLoaded();
    await user.type(input(/^Owner's full name/), 'Meera Shah');
    await user.type(input(/^Owner's phone/), '12345');
    await user.selectOptions(listing(), 'Spacious 3 BHK in Indiranagar');
    await user.type(input(/^Commission \(%\)/), '12');
    await user.clear(input(/^End date/));
    await user.type(input(/^End date/), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = (await screen.findByText('Please fix the following errors:')).closest('[role="alert"]') as HTMLElement;
    const messages = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The cross-field checks show with the others at the first try.
    expect(messages).toEqual([
      AGREEMENT_MESSAGES.phone,
      AGREEMENT_MESSAGES.commissionPercent,
      AGREEMENT_MESSAGES.endBeforeStart,
    ]);
  });

  it('prefills the price from the chosen listing and shows the commission with GST live', async () => {
    const { user } = renderPage('/agreements/seller-to-broker');
    await listingsLoaded();
    expect(gstLine()).toMatch(/^Enter the price and the commission/);
    // A new mandate starts today and runs 90 days.
    expect(input(/^Start date/).value).toBe(localIsoDate(new Date()));
    expect(input(/^End date/).value).toBe(localIsoDate(addDays(new Date(), 90)));
    expect((screen.getByRole('radio', { name: /^Exclusive/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(AGREEMENT_MESSAGES.notLegalAdvice)).toBeTruthy();

    await user.selectOptions(listing(), 'Spacious 3 BHK in Indiranagar');
    expect(input(/^Asking price/).value).toBe('12500000');
    await user.type(input(/^Commission \(%\)/), '2');
    expect(gstLine()).toContain('₹2,50,000 + GST ₹45,000 = ₹2,95,000 on the asking price');
    await user.clear(input(/^Asking price/));
    await user.type(input(/^Asking price/), '12000000');
    expect(gstLine()).toContain('₹2,40,000 + GST ₹43,200 = ₹2,83,200 on the asking price');

    // A rental is paid in months of rent.
    await user.selectOptions(listing(), '2 BHK for rent in HSR Layout');
    expect((screen.getByLabelText(/^Commission basis/) as HTMLSelectElement).value).toBe('months_rent');
    expect(input(/^Monthly rent/).value).toBe('45000');
    await user.clear(input(/^Commission \(months' rent\)/));
    await user.type(input(/^Commission \(months' rent\)/), '1');
    expect(gstLine()).toContain('₹45,000 + GST ₹8,100 = ₹53,100');
  });

  it('posts the terms as the API takes them and opens the saved agreement', async () => {
    const { user, callsTo } = renderPage('/agreements/seller-to-broker', {
      'POST /api/agreements': json(anAgreement(), 201),
    });
    await listingsLoaded();
    await user.type(input(/^Owner's full name/), ' Meera Shah ');
    await user.type(input(/^Owner's e-mail/), 'Meera@Example.com');
    await user.type(input(/^Owner's phone/), '98450-12345');
    await user.selectOptions(listing(), 'Spacious 3 BHK in Indiranagar');
    await user.type(input(/^Commission \(%\)/), '1.5');
    await user.clear(input(/^Start date/));
    await user.type(input(/^Start date/), '2026-12-01');
    await user.clear(input(/^End date/));
    await user.type(input(/^End date/), '2027-03-01');
    await user.click(screen.getByRole('radio', { name: /^Sole selling rights/ }));
    await user.type(input(/^Your RERA registration number/), 'PRM/KA/RERA/1251');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo('POST /api/agreements').map((c) => c.body)).toEqual([
      {
        kind: 'seller_to_broker',
        language: 'en',
        terms: {
          owner_name: 'Meera Shah',
          owner_email: 'meera@example.com',
          owner_phone: '9845012345',
          property_id: LISTING_ID,
          asking_price: 12_500_000,
          commission_basis: 'percent',
          commission_value: 1.5,
          start_date: '2026-12-01',
          end_date: '2027-03-01',
          exclusivity: 'sole_selling',
          rera_number: 'PRM/KA/RERA/1251',
        },
      },
    ]);
    expect(callsTo(MINE).map((c) => c.path)).toEqual(['/api/properties/mine?page=1&page_size=50']);
    expect(await screen.findByText(AGREEMENT_MESSAGES.saved)).toBeTruthy();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = renderPage('/agreements/seller-to-broker', {
      'POST /api/agreements': apiError(400, AGREEMENT_MESSAGES.propertyNotYours, 'validation_error', 'terms.property_id'),
    });
    await listingsLoaded();
    await user.type(input(/^Owner's full name/), 'Meera Shah');
    await user.type(input(/^Owner's phone/), '9845012345');
    await user.selectOptions(listing(), 'Spacious 3 BHK in Indiranagar');
    await user.type(input(/^Commission \(%\)/), '2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(listing().getAttribute('aria-invalid')).toBe('true'));
    const errorId = listing().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(AGREEMENT_MESSAGES.propertyNotYours);
    expect(screen.queryByRole('heading', { name: 'Agreement page' })).toBeNull();
  });

  it("starts with the RERA number of the broker's profile", async () => {
    renderPage('/agreements/seller-to-broker', { 'GET /api/profiles/me': json(anOwnProfile({ rera_number: 'A51800012345' })) });
    await waitFor(() => expect(input(/^Your RERA registration number/).value).toBe('A51800012345'));
  });

  it('says so when the broker has no listings yet', async () => {
    renderPage('/agreements/seller-to-broker', { [MINE]: json(aPropertyList([])) });
    expect((await screen.findByRole('link', { name: 'add the property first' })).getAttribute('href')).toBe('/new-property');
  });
});
