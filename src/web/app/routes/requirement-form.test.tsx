// The requirement form page (issue 19): validation with the shared messages, Quick Entry
// filling the form (areas by id, the land-unit conversion), the bodies it sends, server
// field errors at their field, and edit with its status.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { areasQuery } from '#web/features/cities/api/get-areas.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { aRequirement, REQUIREMENT_ID } from '#web/features/requirements/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { RequirementFormPage } from './requirement-form';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderPage(path: string, routes: Record<string, Answer | Response> = {}) {
  const api = fakeApi(routes);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(citiesQuery.queryKey, [
    { id: 1, name: 'Bangalore' },
    { id: 2, name: 'Mumbai' },
  ]);
  queryClient.setQueryData(areasQuery(1).queryKey, [
    { id: 10, area: 'Indiranagar' },
    { id: 11, area: 'Koramangala' },
    { id: 12, area: 'Whitefield' },
  ]);
  queryClient.setQueryData(areasQuery(2).queryKey, [{ id: 20, area: 'Andheri' }]);
  renderWithProviders(
    <Routes>
      <Route path="/new-requirement" element={<RequirementFormPage />} />
      <Route path="/edit-requirement/:id" element={<RequirementFormPage />} />
      <Route path="/requirement/:id" element={<h1>Requirement page</h1>} />
    </Routes>,
    { queryClient, path },
  );
  return { ...api, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const chosenAreas = () =>
  within(screen.getByRole('list', { name: 'Chosen areas' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/new-requirement', () => {
  it('lists the shared messages under the form and sends nothing', async () => {
    const { user, calls } = renderPage('/new-requirement');
    await waitFor(() => expect(select('City*').value).toBe('1'));
    await user.selectOptions(select('City*'), 'Select a city');
    await user.type(input('Minimum budget (INR)'), '9000000');
    await user.type(input('Maximum budget (INR)'), '5000000');
    await user.type(input('Minimum bedrooms'), '25');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    const summary = (await screen.findByText('Please fix the following errors:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      REQUIREMENT_MESSAGES.typeRequired,
      REQUIREMENT_MESSAGES.cityRequired,
      REQUIREMENT_MESSAGES.budgetRange,
      REQUIREMENT_MESSAGES.bedrooms,
    ]);
    // Each message also sits at its field.
    expect(screen.getAllByText(REQUIREMENT_MESSAGES.budgetRange)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts the fields as the API takes them, previews the title, and opens the saved requirement', async () => {
    const { user, callsTo } = renderPage('/new-requirement', {
      'POST /api/requirements': json(aRequirement(), 201),
    });
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    await waitFor(() => expect(select('Areas').disabled).toBe(false));
    await user.selectOptions(select('Areas'), 'Koramangala');
    await user.selectOptions(select('Areas'), 'Indiranagar');
    expect(chosenAreas()).toEqual(['Koramangala', 'Indiranagar']);
    // A chosen area leaves the select's options; a chip's button removes it.
    expect(Array.from(select('Areas').options).map((o) => o.textContent)).toEqual([
      'Add an area',
      'Whitefield',
    ]);
    await user.type(input('Maximum budget (INR)'), '40000');
    await user.type(input('Minimum bedrooms'), '2');
    await user.type(input('Maximum bedrooms'), '2');
    await user.type(input('Notes for the network'), 'Family, no pets');
    await user.type(input('Client details (only you see this)'), 'Ravi 98450 00000');
    await user.selectOptions(select('Visibility'), 'All');
    expect(screen.getByText('2 BHK to rent in Koramangala or Indiranagar, under 40k')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByRole('heading', { name: 'Requirement page' });
    expect(callsTo('POST /api/requirements').map((c) => c.body)).toEqual([
      {
        property_type: 'Rent',
        city_id: 1,
        area_ids: [11, 10],
        budget_min: null,
        budget_max: 40000,
        bedrooms_min: 2,
        bedrooms_max: 2,
        sqft_min: null,
        sqft_max: null,
        notes: 'Family, no pets',
        client_note: 'Ravi 98450 00000',
        visibility: 'All',
      },
    ]);
    expect(await screen.findByText(REQUIREMENT_MESSAGES.saved)).toBeTruthy();
  });

  it('changing the city clears the areas; a chip can be removed', async () => {
    const { user } = renderPage('/new-requirement');
    await waitFor(() => expect(select('Areas').disabled).toBe(false));
    await user.selectOptions(select('Areas'), 'Whitefield');
    await user.selectOptions(select('Areas'), 'Indiranagar');
    await user.click(screen.getByRole('button', { name: 'Remove Whitefield' }));
    expect(chosenAreas()).toEqual(['Indiranagar']);
    await user.selectOptions(select('City*'), 'Mumbai');
    expect(screen.queryByRole('list', { name: 'Chosen areas' })).toBeNull();
    expect(Array.from(select('Areas').options).map((o) => o.textContent)).toEqual([
      'Add an area',
      'Andheri',
    ]);
  });

  it('Quick Entry fills the form from a pasted WhatsApp requirement', async () => {
    const { user, callsTo } = renderPage('/new-requirement', {
      'POST /api/requirements': json(aRequirement(), 201),
    });
    await user.type(
      screen.getByRole('textbox', { name: 'Quick Entry' }),
      'Need 3BHK in Whitefield or Koramangala, budget 1.2-1.5 Cr, ready to move',
    );
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    const found = await screen.findByRole('region', { name: 'Extracted details' });
    expect(within(found).getByText('1.2–1.5 Cr')).toBeTruthy();
    expect(within(found).getByText('Whitefield, Koramangala')).toBeTruthy();
    await user.click(within(found).getByRole('button', { name: 'Apply to form' }));
    await waitFor(() => expect(chosenAreas()).toEqual(['Whitefield', 'Koramangala']));
    expect((screen.getByRole('radio', { name: 'Buy' }) as HTMLInputElement).checked).toBe(true);
    expect(input('Minimum budget (INR)').value).toBe('12000000');
    expect(input('Maximum budget (INR)').value).toBe('15000000');
    expect(input('Minimum bedrooms').value).toBe('3');
    expect(input('Notes for the network').value).toBe('ready to move');
    expect(screen.getByText('3 BHK to buy in Whitefield or Koramangala, 1.2–1.5 Cr')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByRole('heading', { name: 'Requirement page' });
    expect(callsTo('POST /api/requirements')[0]?.body).toMatchObject({
      property_type: 'Sale',
      city_id: 1,
      area_ids: [12, 11],
      budget_min: 12_000_000,
      budget_max: 15_000_000,
      bedrooms_min: 3,
      bedrooms_max: 3,
    });
  });

  it('Quick Entry shows the square feet of a size given in acres', async () => {
    const { user } = renderPage('/new-requirement');
    await user.type(
      screen.getByRole('textbox', { name: 'Quick Entry' }),
      'Need 2 acre land in Bangalore under 5 cr',
    );
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    const found = await screen.findByRole('region', { name: 'Extracted details' });
    expect(within(found).getByText('2 acres = 87,120 sq ft')).toBeTruthy();
    await user.click(within(found).getByRole('button', { name: 'Apply to form' }));
    await waitFor(() => expect(input('Minimum size (sq ft)').value).toBe('87120'));
    expect(screen.getByText('From the pasted text: 2 acres = 87,120 sq ft')).toBeTruthy();
    // Typed over, the note goes.
    await user.clear(input('Minimum size (sq ft)'));
    await user.type(input('Minimum size (sq ft)'), '5000');
    expect(screen.queryByText(/From the pasted text/)).toBeNull();
  });

  it('says so when the pasted text holds no requirement', async () => {
    const { user } = renderPage('/new-requirement');
    await user.type(screen.getByRole('textbox', { name: 'Quick Entry' }), 'hello there');
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    expect(await screen.findByText(/No requirement details found in this text/)).toBeTruthy();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = renderPage('/new-requirement', {
      'POST /api/requirements': apiError(
        400,
        REQUIREMENT_MESSAGES.areaNotInCity,
        'validation_error',
        'area_ids',
      ),
    });
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await waitFor(() => expect(select('Areas').disabled).toBe(false));
    await user.selectOptions(select('Areas'), 'Whitefield');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    const areas = select('Areas');
    await waitFor(() => expect(areas.getAttribute('aria-invalid')).toBe('true'));
    const errorId = areas.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(REQUIREMENT_MESSAGES.areaNotInCity);
    expect(screen.queryByRole('heading', { name: 'Requirement page' })).toBeNull();
  });
});

describe('/edit-requirement/:id', () => {
  it('loads the requirement with its status and sends the changes', async () => {
    const { user, callsTo } = renderPage(`/edit-requirement/${REQUIREMENT_ID}`, {
      [`GET /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement()),
      [`PATCH /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement({ status: 'on_hold' })),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Requirement' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Quick Entry' })).toBeNull();
    expect(chosenAreas()).toEqual(['Indiranagar', 'Koramangala']);
    expect(input('Client details (only you see this)').value).toBe('Mr Mehta, 98450 12345');
    expect(select('Status').value).toBe('active');
    await user.selectOptions(select('Status'), 'On hold');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Requirement page' });
    expect(callsTo(`PATCH /api/requirements/${REQUIREMENT_ID}`)[0]?.body).toEqual({
      property_type: 'Sale',
      city_id: 1,
      area_ids: [10, 11],
      budget_min: 12_000_000,
      budget_max: 15_000_000,
      bedrooms_min: 3,
      bedrooms_max: 3,
      sqft_min: 1200,
      sqft_max: null,
      notes: 'Ready to move, east facing',
      client_note: 'Mr Mehta, 98450 12345',
      visibility: 'Network Only',
      status: 'on_hold',
    });
  });

  it('never sends the status of an expired requirement: Renew brings it back', async () => {
    const { user, callsTo } = renderPage(`/edit-requirement/${REQUIREMENT_ID}`, {
      [`GET /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement({ status: 'expired' })),
      [`PATCH /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement({ status: 'expired' })),
    });
    await screen.findByRole('heading', { name: 'Edit Requirement' });
    expect(select('Status').disabled).toBe(true);
    expect(screen.getByText(REQUIREMENT_MESSAGES.expiredStatus)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Requirement page' });
    expect(callsTo(`PATCH /api/requirements/${REQUIREMENT_ID}`)[0]?.body).not.toHaveProperty(
      'status',
    );
  });

  it('says when the requirement is not found', async () => {
    renderPage(`/edit-requirement/${REQUIREMENT_ID}`, {
      [`GET /api/requirements/${REQUIREMENT_ID}`]: apiError(
        404,
        REQUIREMENT_MESSAGES.notFound,
        'not_found',
      ),
    });
    expect(
      await screen.findByRole('heading', { name: REQUIREMENT_MESSAGES.notFound }),
    ).toBeTruthy();
  });

  it("refuses to edit another broker's requirement", async () => {
    renderPage(`/edit-requirement/${REQUIREMENT_ID}`, {
      [`GET /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement({ is_owner: false })),
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MESSAGES.notAuthorized)).toBeTruthy();
  });
});
