// The project form (issue 21): the shared schema's messages at the fields and under the
// form, the body it sends for a new project and an edit, the server's refusal at its
// field, and who may edit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROCHURE_MAX_BYTES, PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { aProject, aProjectOfVikram, PROJECT_ID } from '#web/features/projects/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import {
  createTestQueryClient,
  fakeImage,
  renderWithProviders,
} from '#web/test/render-with-providers.tsx';
import { ProjectFormPage } from './project-form';

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
  renderWithProviders(
    <Routes>
      <Route path="/project-marketing/new" element={<ProjectFormPage />} />
      <Route path="/edit-project/:id" element={<ProjectFormPage />} />
      <Route path="/project/:id" element={<h1>Project page</h1>} />
    </Routes>,
    { queryClient, path, user: aUser() },
  );
  return { ...api, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The message tied to a field (aria-describedby), as a screen reader hears it. */
const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('/project-marketing/new', () => {
  it("shows the schema's messages at their fields and under the form, and sends nothing", async () => {
    const { user, calls } = renderPage('/project-marketing/new');
    await waitFor(() => expect(field('City*').value).toBe('1'));
    await user.selectOptions(field('City*'), 'Select a city');
    await user.clear(field('Protection (days)'));
    await user.type(field('Protection (days)'), '400');
    await user.type(field('RERA project number'), 'R'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Publish Project' }));
    const summary = (await screen.findByText('Please fix the following errors:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      PROJECT_MESSAGES.nameRequired,
      PROJECT_MESSAGES.reraMax,
      PROJECT_MESSAGES.cityRequired,
      PROJECT_MESSAGES.protectionDays,
    ]);
    expect(field('Project name*').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('Project name*')).toBe(PROJECT_MESSAGES.nameRequired);
    expect(messageOf('City*')).toBe(PROJECT_MESSAGES.cityRequired);
    expect(messageOf('Protection (days)')).toBe(PROJECT_MESSAGES.protectionDays);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts every field as the API takes it and opens the new project', async () => {
    const { user, callsTo } = renderPage('/project-marketing/new', {
      'POST /api/projects': json(aProject(), 201),
    });
    await user.type(field('Project name*'), '  Godrej Woods ');
    await user.type(field('Developer'), 'Godrej Properties');
    await user.type(field('RERA project number'), 'PRM/KA/RERA/1251');
    await user.selectOptions(field('Status'), 'Launched');
    await user.type(field('Possession date'), '2027-12-31');
    await user.selectOptions(field('City*'), 'Mumbai');
    await user.type(field('Area'), 'Thane');
    await user.type(field('Address'), 'Ghodbunder Road');
    await user.type(field('Description'), 'Forest-themed towers');
    await user.type(field('Amenities'), 'Clubhouse{Enter}');
    await user.type(field('Amenities'), 'Pool');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Amenities'), 'Gym{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Gym' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen amenities' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Clubhouse', 'Pool']);
    await user.selectOptions(field('Who may register clients'), 'All brokers who can see it');
    await user.clear(field('Protection (days)'));
    await user.type(field('Protection (days)'), '90');
    await user.type(field('Channel-partner terms'), '2% on registration');
    await user.selectOptions(field('Visibility'), 'All (all brokers)');
    await user.click(screen.getByRole('button', { name: 'Publish Project' }));
    await screen.findByRole('heading', { name: 'Project page' });
    expect(callsTo('POST /api/projects').map((c) => c.body)).toEqual([
      {
        name: 'Godrej Woods',
        developer: 'Godrej Properties',
        rera_project_number: 'PRM/KA/RERA/1251',
        city_id: 2,
        area: 'Thane',
        address: 'Ghodbunder Road',
        possession_date: '2027-12-31',
        description: 'Forest-themed towers',
        amenities: ['Clubhouse', 'Pool'],
        visibility: 'All',
        status: 'launched',
        protection_days: 90,
        who_may_register: 'all',
        commission: '2% on registration',
      },
    ]);
    expect(await screen.findByText('Project published')).toBeTruthy();
  });

  it('refuses an amenity longer than the schema allows, with its message', async () => {
    const { user } = renderPage('/project-marketing/new');
    await user.type(field('Amenities'), `${'x'.repeat(61)}{Enter}`);
    expect(messageOf('Amenities')).toBe(PROJECT_MESSAGES.amenities);
    expect(screen.queryByRole('list', { name: 'Chosen amenities' })).toBeNull();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = renderPage('/project-marketing/new', {
      'POST /api/projects': apiError(
        400,
        PROJECT_MESSAGES.cityRequired,
        'validation_error',
        'city_id',
      ),
    });
    await user.type(field('Project name*'), 'Godrej Woods');
    await waitFor(() => expect(field('City*').value).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Publish Project' }));
    await waitFor(() => expect(field('City*').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('City*')).toBe(PROJECT_MESSAGES.cityRequired);
    expect(screen.queryByRole('heading', { name: 'Project page' })).toBeNull();
  });
});

describe('/edit-project/:id', () => {
  it('loads the project into the form and puts the changes', async () => {
    const { user, callsTo } = renderPage(`/edit-project/${PROJECT_ID}`, {
      [`GET /api/projects/${PROJECT_ID}`]: json(aProject()),
      [`PUT /api/projects/${PROJECT_ID}`]: json(aProject({ status: 'sold_out' })),
    });
    expect(await screen.findByRole('heading', { name: 'Edit project' })).toBeTruthy();
    expect(field('Project name*').value).toBe('Godrej Woods');
    expect(field('Possession date').value).toBe('2027-12-31');
    await user.selectOptions(field('Status'), 'Sold out');
    await user.clear(field('Possession date'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Project page' });
    expect(callsTo(`PUT /api/projects/${PROJECT_ID}`)[0]?.body).toEqual({
      name: 'Godrej Woods',
      developer: 'Godrej Properties',
      rera_project_number: 'PRM/KA/RERA/1251/446/PR/010825/007890',
      city_id: 1,
      area: 'Thanisandra',
      address: 'Thanisandra Main Road, Bangalore 560077',
      possession_date: null,
      description: 'Forest-themed towers with 2 and 3 BHK homes.',
      amenities: ['Clubhouse', 'Pool'],
      visibility: 'Network Only',
      status: 'sold_out',
      protection_days: 60,
      who_may_register: 'network',
      commission: '2% of the agreement value',
    });
  });

  it("refuses to edit another broker's project", async () => {
    renderPage(`/edit-project/${PROJECT_ID}`, {
      [`GET /api/projects/${PROJECT_ID}`]: json(aProjectOfVikram()),
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(PROJECT_MESSAGES.notAuthorized)).toBeTruthy();
  });

  it('says when the project is not found', async () => {
    renderPage(`/edit-project/${PROJECT_ID}`, {
      [`GET /api/projects/${PROJECT_ID}`]: apiError(404, PROJECT_MESSAGES.notFound, 'not_found'),
    });
    expect(await screen.findByRole('heading', { name: PROJECT_MESSAGES.notFound })).toBeTruthy();
  });
});

describe('photos and brochure', () => {
  const saved = [
    `/media/projects/${PROJECT_ID}/${'a'.repeat(32)}/full.webp`,
    `/media/projects/${PROJECT_ID}/${'b'.repeat(32)}/full.webp`,
  ];
  const withMedia = aProject({
    images: saved,
    brochure: { url: `/api/projects/${PROJECT_ID}/brochure`, name: 'Old.pdf', bytes: 2_411_724 },
  });
  const counter = () => screen.getByText(/ of 10$/).textContent;

  it('edit: adds, removes and replaces through the endpoints after the fields, then opens the project', async () => {
    const { user, calls } = renderPage(`/edit-project/${PROJECT_ID}`, {
      [`GET /api/projects/${PROJECT_ID}`]: json(withMedia),
      [`PUT /api/projects/${PROJECT_ID}`]: json(withMedia),
      [`DELETE /api/projects/${PROJECT_ID}/images`]: json(aProject({ images: [saved[1] as string] })),
      [`POST /api/projects/${PROJECT_ID}/images`]: json(aProject()),
      [`PUT /api/projects/${PROJECT_ID}/brochure`]: json(aProject()),
    });
    expect(await screen.findByText('Old.pdf')).toBeTruthy();
    expect(screen.getByText('2.3 MB')).toBeTruthy();
    expect(counter()).toBe('Photos selected: 2 of 10');
    await user.click(screen.getByRole('button', { name: 'Remove Saved photo 1' }));
    await user.upload(screen.getByLabelText('Add photos'), [
      fakeImage('tower.jpg', 2000),
      fakeImage('lobby.jpg', 2000),
    ]);
    expect(counter()).toBe('Photos selected: 3 of 10');
    const pdf = new File(['%PDF-1.4'], 'Godrej Woods.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Replace brochure'), pdf);
    expect(screen.getByText('Godrej Woods.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Project page' });
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /api/projects/${PROJECT_ID}`,
      // New photos before removals: a refused upload must not have cost the replaced photo.
      `POST /api/projects/${PROJECT_ID}/images`,
      `DELETE /api/projects/${PROJECT_ID}/images?url=${encodeURIComponent(saved[0] as string)}`,
      `PUT /api/projects/${PROJECT_ID}/brochure`,
    ]);
    const photos = writes[1]?.body as FormData;
    expect(photos.getAll('images').map((f) => (f as File).name)).toEqual(['tower.jpg', 'lobby.jpg']);
    expect(((writes[3]?.body as FormData).get('brochure') as File).name).toBe('Godrej Woods.pdf');
  });

  it('edit: removing the brochure deletes it', async () => {
    const { user, callsTo } = renderPage(`/edit-project/${PROJECT_ID}`, {
      [`GET /api/projects/${PROJECT_ID}`]: json(withMedia),
      [`PUT /api/projects/${PROJECT_ID}`]: json(withMedia),
      [`DELETE /api/projects/${PROJECT_ID}/brochure`]: json(aProject({ images: saved })),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove brochure Old.pdf' }));
    expect(screen.queryByText('Old.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Project page' });
    expect(callsTo(`DELETE /api/projects/${PROJECT_ID}/brochure`)).toHaveLength(1);
  });

  it('refuses a brochure that is not a PDF, or over 10 MB, with its message', async () => {
    renderPage('/project-marketing/new');
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose brochure (PDF)');
    await user.upload(input, new File(['price list'], 'prices.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(PROJECT_MESSAGES.brochureType);
    const huge = new File(['%PDF-'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: BROCHURE_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(screen.getByRole('alert').textContent).toBe(PROJECT_MESSAGES.brochureTooLarge);
    expect(screen.queryByText('huge.pdf')).toBeNull();
  });

  it('create: uploads the photos once the project exists; a refused upload opens the edit page', async () => {
    const { user, callsTo } = renderPage('/project-marketing/new', {
      'POST /api/projects': json(aProject(), 201),
      [`POST /api/projects/${PROJECT_ID}/images`]: apiError(400, PROJECT_MESSAGES.tooManyImages),
      [`GET /api/projects/${PROJECT_ID}`]: json(aProject()),
    });
    await user.type(field('Project name*'), 'Godrej Woods');
    await waitFor(() => expect(field('City*').value).toBe('1'));
    await user.upload(screen.getByLabelText('Add photos'), [fakeImage('tower.jpg', 2000)]);
    await user.click(screen.getByRole('button', { name: 'Publish Project' }));
    expect(await screen.findByRole('heading', { name: 'Edit project' })).toBeTruthy();
    expect(callsTo(`POST /api/projects/${PROJECT_ID}/images`)).toHaveLength(1);
    expect(await screen.findByText(PROJECT_MESSAGES.tooManyImages)).toBeTruthy();
  });
});
