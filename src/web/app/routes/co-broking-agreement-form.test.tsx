// The co-broking builder (issue 20): prefilled from a match's link, or the listing picked
// from the chosen requirement's matches (another member's only), the split both ways with
// 50/50, the defaults, the line that the client stays hidden, the body it posts with its
// kind, and the schema's and the server's messages at their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES, INVOICING_LABELS } from '#shared/schemas/agreements.ts';
import { CLIENT_HIDDEN_LINE } from '#web/features/agreements/components/co-broking-form.tsx';
import { anAgreement } from '#web/features/agreements/test/fixtures.ts';
import {
  BUY_REQUIREMENT_ID,
  myOwnMatch,
  myRequirements,
  THEIR_LISTING_ID,
  theirMatch,
} from '#web/features/agreements/test/form-fixtures.ts';
import { aMatchList } from '#web/features/requirements/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { anOwnProfile } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { CoBrokingAgreementFormPage } from './co-broking-agreement-form';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const MINE = 'GET /api/requirements';
const MATCHES = `GET /api/requirements/${BUY_REQUIREMENT_ID}/matches`;
const LISTING = `GET /api/properties/${THEIR_LISTING_ID}`;
const PREFILLED = `/agreements/broker-to-broker?requirement=${BUY_REQUIREMENT_ID}&property=${THEIR_LISTING_ID}`;

function renderPage(path: string, routes: Record<string, Answer | Response> = {}) {
  const api = fakeApi({
    [MINE]: json(myRequirements()),
    [MATCHES]: json(aMatchList([myOwnMatch(), theirMatch()])),
    [LISTING]: json(theirMatch().property),
    'GET /api/profiles/me': json(anOwnProfile({ rera_number: 'A51800012345' })),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/agreements/broker-to-broker" element={<CoBrokingAgreementFormPage />} />
      <Route path="/agreement/:id" element={<h1>Agreement page</h1>} />
    </Routes>,
    { path },
  );
  return { ...api, user: userEvent.setup() };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const requirement = () => screen.getByLabelText(/^Requirement/) as HTMLSelectElement;
const listingGroup = () => screen.getByRole('group', { name: /^Listing/ });
const split = () => screen.getByText(/of the total commission|has the rest of the commission/, { selector: 'p' }).textContent;
const save = () => screen.getByRole('button', { name: 'Save draft' });

const coBrokingBody = (terms: Record<string, unknown> = {}) => ({
  kind: 'broker_to_broker',
  language: 'en',
  terms: {
    requirement_id: BUY_REQUIREMENT_ID,
    property_id: THEIR_LISTING_ID,
    client_broker_share: 50,
    invoicing: 'listing_broker_collects',
    protection_days: 90,
    payment_days: 7,
    rera_number: 'A51800012345',
    ...terms,
  },
});

describe("/agreements/broker-to-broker from a match's 'Propose co-broking'", () => {
  it('prefills the requirement and the listing with its broker, with the defaults, and posts exactly the contract body', async () => {
    const { user, callsTo } = renderPage(PREFILLED, { 'POST /api/agreements': json(anAgreement(), 201) });
    await waitFor(() => expect(requirement().value).toBe(BUY_REQUIREMENT_ID));
    expect(await within(listingGroup()).findByText('Garden villa in Koramangala')).toBeTruthy();
    expect(within(listingGroup()).getByText('Listed by Vikram Shah')).toBeTruthy();
    expect(input(/^Your share/).value).toBe('50');
    expect(split()).toBe('You 50 %, the listing broker 50 % of the total commission.');
    expect(input(/^Protection period/).value).toBe('90');
    expect(input(/^Payment within/).value).toBe('7');
    expect((screen.getByRole('radio', { name: INVOICING_LABELS.listing_broker_collects }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(CLIENT_HIDDEN_LINE)).toBeTruthy();
    expect(screen.getByText(AGREEMENT_MESSAGES.notLegalAdvice)).toBeTruthy();
    await waitFor(() => expect(input(/^Your RERA registration number/).value).toBe('A51800012345'));
    // The listing came with the link: no need to read the matches.
    expect(callsTo(MATCHES)).toEqual([]);

    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo('POST /api/agreements').map((c) => c.body)).toEqual([coBrokingBody()]);
  });

  it("shows the server's refusal of the listing at the listing", async () => {
    const { user } = renderPage(PREFILLED, {
      'POST /api/agreements': apiError(400, AGREEMENT_MESSAGES.listingNotOpen, 'validation_error', 'terms.property_id'),
    });
    await within(listingGroup()).findByText('Garden villa in Koramangala');
    await user.click(save());
    await waitFor(() => expect(within(listingGroup()).getByRole('alert').textContent).toBe(AGREEMENT_MESSAGES.listingNotOpen));
    const errorId = listingGroup().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(AGREEMENT_MESSAGES.listingNotOpen);
    expect(document.activeElement).toBe(listingGroup());
    expect(screen.queryByRole('heading', { name: 'Agreement page' })).toBeNull();
  });

  it('says when the listing cannot be read', async () => {
    renderPage(PREFILLED, { [LISTING]: apiError(404, 'Property not found', 'not_found') });
    expect(await within(listingGroup()).findByText('Could not load this listing.')).toBeTruthy();
  });
});

describe('/agreements/broker-to-broker without a match', () => {
  it("picks the listing from the requirement's matches (another member's only), splits, and posts", async () => {
    const { user, callsTo } = renderPage('/agreements/broker-to-broker', { 'POST /api/agreements': json(anAgreement(), 201) });
    await waitFor(() => expect(requirement().disabled).toBe(false));
    const listing = () => screen.getByLabelText(/^Listing/) as HTMLSelectElement;
    expect(listing().disabled).toBe(true);
    await user.selectOptions(requirement(), '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr');
    await waitFor(() => expect(listing().disabled).toBe(false));
    expect([...listing().options].map((o) => o.textContent)).toEqual([
      'Choose a matching listing',
      'Garden villa in Koramangala · Vikram Shah',
    ]);
    await user.selectOptions(listing(), THEIR_LISTING_ID);
    expect(screen.getByText('Listed by Vikram Shah.')).toBeTruthy();

    await user.clear(input(/^Your share/));
    await user.type(input(/^Your share/), '60');
    expect(split()).toBe('You 60 %, the listing broker 40 % of the total commission.');
    await user.click(screen.getByRole('button', { name: '50/50' }));
    expect(input(/^Your share/).value).toBe('50');
    await user.clear(input(/^Your share/));
    await user.type(input(/^Your share/), '40');
    await user.click(screen.getByRole('radio', { name: INVOICING_LABELS.each_own_client }));
    await user.clear(input(/^Protection period/));
    await user.type(input(/^Protection period/), '120');
    await user.clear(input(/^Payment within/));
    await user.type(input(/^Payment within/), '0');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo('POST /api/agreements').map((c) => c.body)).toEqual([
      coBrokingBody({ client_broker_share: 40, invoicing: 'each_own_client', protection_days: 120, payment_days: 0 }),
    ]);
  });

  it("lists the shared schema's messages at their fields and sends nothing", async () => {
    const { user, calls } = renderPage('/agreements/broker-to-broker');
    await waitFor(() => expect(requirement().disabled).toBe(false));
    await user.clear(input(/^Your share/));
    await user.type(input(/^Your share/), '100');
    await user.clear(input(/^Protection period/));
    await user.type(input(/^Protection period/), '0');
    await user.clear(input(/^Payment within/));
    await user.type(input(/^Payment within/), '91');
    await user.click(save());
    const summary = (await screen.findByText('Please fix the following errors:')).closest('[role="alert"]') as HTMLElement;
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      AGREEMENT_MESSAGES.requirementRequired,
      AGREEMENT_MESSAGES.listingRequired,
      AGREEMENT_MESSAGES.shareRange,
      AGREEMENT_MESSAGES.protectionRange,
      AGREEMENT_MESSAGES.paymentDaysRange,
    ]);
    expect(input(/^Your share/).getAttribute('aria-invalid')).toBe('true');
    expect(split()).toBe('The listing broker has the rest of the commission.');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("says when none of the requirement's matches is another member's listing", async () => {
    const { user } = renderPage('/agreements/broker-to-broker', { [MATCHES]: json(aMatchList([myOwnMatch()])) });
    await waitFor(() => expect(requirement().disabled).toBe(false));
    await user.selectOptions(requirement(), BUY_REQUIREMENT_ID);
    expect(await screen.findByText(/None of this requirement's matches is another member's listing yet/)).toBeTruthy();
  });
});
