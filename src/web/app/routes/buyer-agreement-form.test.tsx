// The buyer-to-broker mandate's builder (issue 20): the shared schema's messages, the
// requirement picked from mine setting the fee's basis and the GST example on its budget,
// the RERA number from the profile, the body it posts with its kind and language, and a
// server refusal at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import { anAgreement } from '#web/features/agreements/test/fixtures.ts';
import { BUY_REQUIREMENT_ID, myRequirements } from '#web/features/agreements/test/form-fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { anOwnProfile } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { BuyerAgreementFormPage } from './buyer-agreement-form';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const MINE = 'GET /api/requirements';

function renderPage(routes: Record<string, Answer | Response> = {}) {
  const api = fakeApi({ [MINE]: json(myRequirements()), ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/agreements/buyer-to-broker" element={<BuyerAgreementFormPage />} />
      <Route path="/agreement/:id" element={<h1>Agreement page</h1>} />
    </Routes>,
    { path: '/agreements/buyer-to-broker' },
  );
  return { ...api, user: userEvent.setup() };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const requirement = () => screen.getByLabelText(/^Requirement/) as HTMLSelectElement;
const basis = () => (screen.getByLabelText(/^Fee basis/) as HTMLSelectElement).value;
const gstLine = () => screen.getByLabelText('Fee with GST').textContent;
const save = () => screen.getByRole('button', { name: 'Save draft' });

async function requirementsLoaded() {
  await waitFor(() => expect(requirement().disabled).toBe(false));
}

async function fillClient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(/^Client's full name/), 'Rohan Mehta');
  await user.type(input(/^Client's phone/), '98450 12345');
}

describe('/agreements/buyer-to-broker', () => {
  it('lists the shared messages under the form and sends nothing', async () => {
    const { user, calls } = renderPage();
    await requirementsLoaded();
    await user.click(save());
    const summary = (await screen.findByText('Please fix the following errors:')).closest('[role="alert"]') as HTMLElement;
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      AGREEMENT_MESSAGES.clientNameRequired,
      AGREEMENT_MESSAGES.clientContactRequired,
      AGREEMENT_MESSAGES.requirementRequired,
      AGREEMENT_MESSAGES.feePercent,
    ]);
    expect(requirement().getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Client's e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("offers my requirements by title and works the fee's basis and GST example from the chosen one", async () => {
    const { user, callsTo } = renderPage();
    await requirementsLoaded();
    expect([...requirement().options].map((o) => o.textContent)).toEqual([
      'Choose one of your requirements',
      '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr',
      '2 BHK to rent in HSR Layout, up to 45 K',
    ]);
    expect(callsTo(MINE).map((c) => c.path)).toEqual(['/api/requirements?scope=mine&page=1&page_size=50']);
    expect(gstLine()).toMatch(/^Choose the requirement/);

    // A tenancy is paid in months of rent, worked on the top of the budget.
    await user.selectOptions(requirement(), '2 BHK to rent in HSR Layout, up to 45 K');
    expect(basis()).toBe('months_rent');
    await user.type(input(/^Fee \(months' rent\)/), '1');
    expect(gstLine()).toContain("₹45,000 + GST ₹8,100 = ₹53,100 for the months of rent at ₹45,000 a month, the top of the client's budget");

    // A purchase in % of the price.
    await user.selectOptions(requirement(), '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr');
    expect(basis()).toBe('percent');
    await user.clear(input(/^Fee \(%\)/));
    await user.type(input(/^Fee \(%\)/), '1');
    expect(gstLine()).toContain("₹1,50,000 + GST ₹27,000 = ₹1,77,000 on a price of ₹1,50,00,000, the top of the client's budget");
    expect(gstLine()).toContain('GST at 18 % is added on top of the fee.');
  });

  it('posts exactly the contract body with its kind and language, and opens the saved agreement', async () => {
    const { user, callsTo } = renderPage({
      'POST /api/agreements': json(anAgreement(), 201),
      'GET /api/profiles/me': json(anOwnProfile({ rera_number: 'A51800012345' })),
    });
    await requirementsLoaded();
    // A new mandate starts with the profile's RERA number, and is exclusive.
    await waitFor(() => expect(input(/^Your RERA registration number/).value).toBe('A51800012345'));
    expect((screen.getByRole('radio', { name: /^Exclusive/ }) as HTMLInputElement).checked).toBe(true);
    // A buyer's mandate has no sole selling rights.
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['exclusive', 'non_exclusive']);
    expect(screen.getByText(AGREEMENT_MESSAGES.notLegalAdvice)).toBeTruthy();

    await user.type(input(/^Client's full name/), ' Rohan Mehta ');
    await user.type(input(/^Client's e-mail/), 'Rohan@Example.com');
    await user.type(input(/^Client's phone/), '98450-12345');
    await user.selectOptions(requirement(), '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr');
    await user.type(input(/^Fee \(%\)/), '1.5');
    await user.clear(input(/^Start date/));
    await user.type(input(/^Start date/), '2026-12-01');
    await user.clear(input(/^End date/));
    await user.type(input(/^End date/), '2027-03-01');
    await user.click(screen.getByRole('radio', { name: /^Non-exclusive/ }));
    await user.selectOptions(screen.getByLabelText(/^Language of the document/), 'हिन्दी (Hindi)');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Agreement page' });
    expect(callsTo('POST /api/agreements').map((c) => c.body)).toEqual([
      {
        kind: 'buyer_to_broker',
        language: 'hi',
        terms: {
          client_name: 'Rohan Mehta',
          client_email: 'rohan@example.com',
          client_phone: '9845012345',
          requirement_id: BUY_REQUIREMENT_ID,
          fee_basis: 'percent',
          fee_value: 1.5,
          start_date: '2026-12-01',
          end_date: '2027-03-01',
          exclusivity: 'non_exclusive',
          rera_number: 'A51800012345',
        },
      },
    ]);
    expect(await screen.findByText(AGREEMENT_MESSAGES.saved)).toBeTruthy();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = renderPage({
      'POST /api/agreements': apiError(400, AGREEMENT_MESSAGES.requirementNotYours, 'validation_error', 'terms.requirement_id'),
    });
    await requirementsLoaded();
    await fillClient(user);
    await user.selectOptions(requirement(), '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr');
    await user.type(input(/^Fee \(%\)/), '2');
    await user.click(save());
    await waitFor(() => expect(requirement().getAttribute('aria-invalid')).toBe('true'));
    const errorId = requirement().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(AGREEMENT_MESSAGES.requirementNotYours);
    expect(document.activeElement).toBe(requirement());
    expect(screen.queryByRole('heading', { name: 'Agreement page' })).toBeNull();
  });

  it('says so when the broker has no requirements yet', async () => {
    renderPage({ [MINE]: json(myRequirements([])) });
    expect((await screen.findByRole('link', { name: 'post the requirement first' })).getAttribute('href')).toBe('/new-requirement');
  });

  it('offers to try again when the requirements could not be loaded', async () => {
    const { user, on } = renderPage({ [MINE]: apiError(500, 'Database unavailable', 'internal') });
    expect(await screen.findByText('Could not load your requirements.')).toBeTruthy();
    on(MINE, json(myRequirements()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requirement().options).toHaveLength(3));
  });
});
