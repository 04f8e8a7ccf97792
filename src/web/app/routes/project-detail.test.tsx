// /project/:id (issue 21) from each side: the marketer (Edit, Delete, every registration,
// paged), a broker who may register (the form, its success and its 409 at the phone
// field, their own clients) and one who may not; a project not shared is the 404 screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES, protectedClientMessage } from '#shared/schemas/projects.ts';
import {
  aProject,
  aProjectOfVikram,
  aRegistration,
  aRegistrationList,
  PROJECT_ID,
} from '#web/features/projects/test/fixtures.ts';
import { apiError, json, noContent } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { renderProjectDetail } from './test/render-project-detail';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const projectPath = `GET /api/projects/${PROJECT_ID}`;
const registrationsPath = `/api/projects/${PROJECT_ID}/registrations`;

const renderPage = renderProjectDetail;

describe('/project/:id for its marketer', () => {
  it('shows the overview, Edit, and every registration in a table, a page at a time', async () => {
    const registrations = [
      aRegistration(),
      aRegistration({
        id: testId(802),
        client_name: 'Meena Iyer',
        client_phone: '+919900011122',
        broker: {
          id: testId(3),
          full_name: 'Farida First',
          avatar_url: null,
          company_name: null,
          city: null,
        },
        is_protected: false,
        status: 'visited',
      }),
    ];
    const { callsTo } = renderPage({
      [projectPath]: json(aProject()),
      [`GET ${registrationsPath}`]: json(aRegistrationList(registrations, { total: 25 })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Godrej Woods' })).toBeTruthy();
    expect(screen.getByText('by Godrej Properties')).toBeTruthy();
    expect(screen.getByText('Thanisandra, Bangalore')).toBeTruthy();
    expect(screen.getByText('Thanisandra Main Road, Bangalore 560077')).toBeTruthy();
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('RERA project number')).toBe('PRM/KA/RERA/1251/446/PR/010825/007890');
    expect(fact('Possession')).toBe('31 Dec 2027');
    expect(fact('Client protection')).toBe('60 days');
    expect(fact('Channel-partner terms')).toBe(
      '2% of the agreement valueWho may register: My network',
    );
    expect(screen.getByText('Launched')).toBeTruthy();
    expect(screen.getByText('Network Only (your connections)')).toBeTruthy();
    expect(screen.getByText('Forest-themed towers with 2 and 3 BHK homes.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Amenities' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Clubhouse', 'Pool']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/edit-project/${PROJECT_ID}`,
    );
    expect(screen.queryByRole('heading', { name: 'Register a client' })).toBeNull();

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent));
    expect(rows).toEqual([
      [
        'Client',
        'Phone',
        'Broker',
        'Registered',
        'Protected until',
        'Status',
        'Visit and booking',
        'Actions',
      ],
      [
        'Anil Kumar',
        '+919845012345',
        'Vikram Shah',
        '5 Mar 2026',
        '4 May 2026',
        'Registered',
        'None yet',
        'Mark booked',
      ],
      [
        'Meena Iyer',
        '+919900011122',
        'Farida First',
        '5 Mar 2026',
        '4 May 2026 (ended)',
        'Visited',
        'None yet',
        'Mark booked',
      ],
    ]);
    expect(screen.getByRole('heading', { name: 'Registered clients (25)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(callsTo(`GET ${registrationsPath}`).map((c) => c.path)).toContain(
        `${registrationsPath}?page=2&page_size=20`,
      ),
    );
  });

  it('deletes the project after a confirmation and goes back to the lists', async () => {
    const { user, callsTo } = renderPage({
      [projectPath]: json(aProject()),
      [`GET ${registrationsPath}`]: json(aRegistrationList([])),
      [`DELETE /api/projects/${PROJECT_ID}`]: noContent(),
    });
    expect(
      await screen.findByText('No broker has registered a client for this project yet.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '"Godrej Woods" and every client registered for it will be removed for good.',
      ),
    ).toBeTruthy();
    expect(callsTo(`DELETE /api/projects/${PROJECT_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Project Marketing list' })).toBeTruthy();
    expect(callsTo(`DELETE /api/projects/${PROJECT_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Project deleted')).toBeTruthy();
  });
});

describe('/project/:id for a broker who may register', () => {
  it('registers a client, says until when they are protected, and lists them', async () => {
    const mine = aRegistration({
      broker: {
        id: testId(1),
        full_name: 'Asha Rao',
        avatar_url: null,
        company_name: null,
        city: null,
      },
    });
    let registered = false;
    const { user, callsTo } = renderPage({
      [projectPath]: json(aProjectOfVikram()),
      [`GET ${registrationsPath}`]: () => json(aRegistrationList(registered ? [mine] : [])),
      [`POST ${registrationsPath}`]: () => {
        registered = true;
        return json(mine, 201);
      },
    });
    expect(await screen.findByRole('link', { name: 'Vikram Shah' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      await screen.findByText('You have registered no clients for this project yet.'),
    ).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Register a client' });
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    expect(await within(form).findByText(PROJECT_MESSAGES.clientNameRequired)).toBeTruthy();
    expect(within(form).getByText(PROJECT_MESSAGES.clientPhone)).toBeTruthy();
    expect(callsTo(`POST ${registrationsPath}`)).toHaveLength(0);

    await user.type(within(form).getByLabelText("Client's name*"), 'Anil Kumar');
    await user.type(within(form).getByLabelText("Client's phone*"), '98450 12345');
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    expect(
      await within(form).findByText('Client registered, protected until 4 May 2026'),
    ).toBeTruthy();
    // The phone is sent as the schema normalises it: +91 and ten digits.
    expect(callsTo(`POST ${registrationsPath}`).map((c) => c.body)).toEqual([
      { client_name: 'Anil Kumar', client_phone: '+919845012345' },
    ]);
    expect((within(form).getByLabelText("Client's name*") as HTMLInputElement).value).toBe('');
    const clients = await screen.findByRole('list', { name: 'My clients for this project' });
    expect(within(clients).getByText('Anil Kumar')).toBeTruthy();
    expect(within(clients).getByText('+919845012345')).toBeTruthy();
    expect(within(clients).getByText('Protected until 4 May 2026')).toBeTruthy();
    expect(within(clients).getByText('Registered')).toBeTruthy();
  });

  it("shows a refusal (409) at the phone field in the server's words", async () => {
    const refusal = protectedClientMessage('2026-03-05T06:30:00.000Z');
    const { user } = renderPage({
      [projectPath]: json(aProjectOfVikram()),
      [`GET ${registrationsPath}`]: json(aRegistrationList([])),
      [`POST ${registrationsPath}`]: apiError(409, refusal, 'conflict', 'client_phone'),
    });
    const form = await screen.findByRole('form', { name: 'Register a client' });
    await user.type(within(form).getByLabelText("Client's name*"), 'Anil Kumar');
    const phone = within(form).getByLabelText("Client's phone*");
    await user.type(phone, '+91 98450 12345');
    await user.click(within(form).getByRole('button', { name: 'Register client' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This client was registered for this project on 5 Mar 2026',
    );
    expect(within(form).queryByText(/Client registered, protected until/)).toBeNull();
    // The typed values stay for a correction.
    expect((phone as HTMLInputElement).value).toBe('+91 98450 12345');
  });
});

describe('/project/:id for a broker who may not register', () => {
  it("shows the project and why, without the form or anyone's registrations", async () => {
    const { callsTo } = renderPage({
      [projectPath]: json(aProjectOfVikram({ can_register: false })),
      [`GET ${registrationsPath}`]: json(aRegistrationList([])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Godrej Woods' })).toBeTruthy();
    expect(screen.getByText(PROJECT_MESSAGES.networkOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Register a client' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(callsTo(`GET ${registrationsPath}`)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'My clients for this project' })).toBeNull();
  });

  it('is the not-found screen for a project not shared with them', async () => {
    renderPage({ [projectPath]: apiError(404, PROJECT_MESSAGES.notFound, 'not_found') });
    expect(await screen.findByRole('heading', { name: PROJECT_MESSAGES.notFound })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Project Marketing' }).getAttribute('href'),
    ).toBe('/project-marketing');
  });
});

describe('/project/:id photos and brochure', () => {
  const images = [
    `/media/projects/${PROJECT_ID}/${'a'.repeat(32)}/full.webp`,
    `/media/projects/${PROJECT_ID}/${'b'.repeat(32)}/full.webp`,
  ];

  it('shows the photos and downloads the brochure under its name', async () => {
    const pdf = new Response(new Blob(['%PDF-1.4']), {
      headers: { 'content-type': 'application/pdf' },
    });
    const { user, callsTo } = renderPage({
      [projectPath]: json(
        aProjectOfVikram({
          images,
          brochure: {
            url: `/api/projects/${PROJECT_ID}/brochure`,
            name: 'Godrej Woods.pdf',
            bytes: 2_411_724,
          },
        }),
      ),
      [`GET /api/projects/${PROJECT_ID}/brochure`]: pdf,
      [`GET ${registrationsPath}`]: json(aRegistrationList([])),
      'GET /api/projects/registrations/mine': json(aRegistrationList([])),
    });
    const carousel = await screen.findByRole('region', { name: 'Photos of Godrej Woods' });
    expect(within(carousel).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    const createObjectURL = vi.fn(() => 'blob:brochure');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await user.click(
      screen.getByRole('button', { name: 'Download brochure (Godrej Woods.pdf, 2.3 MB)' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(callsTo(`GET /api/projects/${PROJECT_ID}/brochure`)).toHaveLength(1);
  });

  it('tells its marketer where to add photos and a brochure when there are none', async () => {
    renderPage({
      [projectPath]: json(aProject()),
      [`GET ${registrationsPath}`]: json(aRegistrationList([])),
    });
    expect(await screen.findByText(/No photos or brochure yet/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Add them on the edit page' }).getAttribute('href'),
    ).toBe(`/edit-project/${PROJECT_ID}`);
    expect(screen.queryByRole('region', { name: /^Photos of/ })).toBeNull();
  });
});
