// The listing owner's 'Matches N requirements in your network' on /property/:id (issue 19):
// the owner's alone, hidden when none match, and a failed load leaves the page whole.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aPropertyRequirementList,
  OTHER_ID,
  someoneElsesRequirement,
} from '#web/features/requirements/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aProperty, aUser } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyDetailPage } from './property-detail';

afterEach(() => vi.unstubAllGlobals());

const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';
const REQUIREMENTS = `GET /api/properties/${PROPERTY_ID}/requirements`;

function renderPage(routes: Record<string, Answer | Response>) {
  const api = fakeApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/property/:id" element={<PropertyDetailPage />} />
    </Routes>,
    { path: `/property/${PROPERTY_ID}`, user: aUser() },
  );
  return { ...api, user: userEvent.setup() };
}

const otherBrokers = (title: string, id: string) =>
  someoneElsesRequirement({
    id,
    title,
    notes: 'Needs covered parking',
    broker: {
      id: OTHER_ID,
      full_name: 'Vikram Shah',
      avatar_url: null,
      company_name: null,
      city: null,
    },
  });

describe('/property/:id: the requirements a listing matches', () => {
  it("lists them for the listing's owner, with ranges, notes and owner", async () => {
    renderPage({
      [`GET /api/properties/${PROPERTY_ID}`]: json(aProperty()),
      [REQUIREMENTS]: json(
        aPropertyRequirementList([
          otherBrokers(
            '3 BHK to buy in Indiranagar, 1.2–1.5 Cr',
            '55555555-5555-4555-8555-555555555551',
          ),
          otherBrokers(
            '3 BHK to buy in Bangalore, under 1.5 Cr',
            '55555555-5555-4555-8555-555555555552',
          ),
        ]),
      ),
    });
    const section = await screen.findByRole('region', {
      name: 'Matches 2 requirements in your network',
    });
    const link = within(section).getByRole('link', {
      name: '3 BHK to buy in Indiranagar, 1.2–1.5 Cr',
    });
    expect(link.getAttribute('href')).toBe('/requirement/55555555-5555-4555-8555-555555555551');
    expect(within(section).getAllByText('Needs covered parking')).toHaveLength(2);
    expect(within(section).getByText('90% match')).toBeTruthy();
    expect(
      within(section).getAllByText(
        'Budget ₹1,20,00,000 – ₹1,50,00,000 · Bedrooms 3 BHK · Size From 1,200 sq ft',
      ),
    ).toHaveLength(2);
    expect(within(section).getAllByRole('link', { name: 'Vikram Shah' })).toHaveLength(2);
  });

  it('is hidden when the listing matches none', async () => {
    const { callsTo } = renderPage({
      [`GET /api/properties/${PROPERTY_ID}`]: json(aProperty()),
      [REQUIREMENTS]: json(aPropertyRequirementList([])),
    });
    await screen.findByRole('heading', { level: 1, name: 'Spacious 3 BHK in Indiranagar' });
    await waitFor(() => expect(callsTo(REQUIREMENTS)).toHaveLength(1));
    expect(screen.queryByText(/requirements? in your network/)).toBeNull();
  });

  it('is not asked for on a listing of another broker', async () => {
    const { callsTo } = renderPage({
      [`GET /api/properties/${PROPERTY_ID}`]: json(aProperty({ is_owner: false, can_edit: false })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Spacious 3 BHK in Indiranagar' });
    expect(callsTo(REQUIREMENTS)).toHaveLength(0);
    expect(screen.queryByText(/in your network/)).toBeNull();
  });

  it('a failed load leaves the page whole and can be retried', async () => {
    let fail = true;
    const { user } = renderPage({
      [`GET /api/properties/${PROPERTY_ID}`]: json(aProperty()),
      [REQUIREMENTS]: () =>
        fail
          ? apiError(500, 'Database unavailable', 'internal')
          : json(
              aPropertyRequirementList([
                otherBrokers('2 BHK to buy in Indiranagar', '55555555-5555-4555-8555-555555555553'),
              ]),
            ),
    });
    expect(
      // After the query's one retry.
      await screen.findByText('Could not load the requirements this listing matches.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spacious 3 BHK in Indiranagar' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Matches 1 requirement in your network' }),
    ).toBeTruthy();
  });
});
