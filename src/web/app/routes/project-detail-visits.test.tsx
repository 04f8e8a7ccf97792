// /project/:id's visits, bookings and payouts (issue 21): the marketer's check-in form (a
// mistyped code refused before any call, the server's refusal, a success), 'Mark booked'
// with a unit and the payout stage by stage (only the next stage offered, refusals shown,
// the table read again); a broker's clients with status, visit, slip (copy, WhatsApp) and
// payout, booking a visit and its refusal; and the live refresh from notifications.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Visit } from '#shared/schemas/project-visits.ts';
import { VISIT_MESSAGES } from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import {
  aProject,
  aProjectOfVikram,
  aRegistration,
  aRegistrationList,
  aUnit,
  anInventory,
  PROJECT_ID,
} from '#web/features/projects/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aNotification, testId, vikram } from '#web/test/fixtures.ts';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { ProjectDetailPage } from './project-detail';
import { renderProjectDetail } from './test/render-project-detail';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const REG_ID = testId(801);
const projectPath = `GET /api/projects/${PROJECT_ID}`;
const registrationsPath = `GET /api/projects/${PROJECT_ID}/registrations`;
const bookingPath = `POST /api/projects/registrations/${REG_ID}/booking`;
const payoutPath = `POST /api/projects/registrations/${REG_ID}/payout`;

const aVisit = (overrides: Partial<Visit> = {}): Visit => ({
  id: testId(851),
  registration_id: REG_ID,
  project_id: PROJECT_ID,
  // 10:30 in India.
  scheduled_at: '2026-03-12T05:00:00.000Z',
  status: 'scheduled',
  checked_in_at: null,
  code: 'ABCDEFGHJK',
  slip_path: '/visit-slip/ABCDEFGHJK',
  ...overrides,
});
const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  unit_id: null,
  unit_label: 'A-1203',
  booked_at: '2026-03-20T05:00:00.000Z',
  payout_stage: 'pending',
  payout_updated_at: '2026-03-20T05:00:00.000Z',
  ...overrides,
});
const list = (...items: Registration[]) => json(aRegistrationList(items));

const renderPage = (routes: Record<string, Answer | Response>) => renderProjectDetail(routes);

/** Answers each GET of the registrations with the next of `answers` (the last one repeats). */
function inTurn(...answers: Registration[][]): Answer {
  let i = 0;
  return () => json(aRegistrationList(answers[Math.min(i++, answers.length - 1)] ?? []));
}

describe('/project/:id, the marketer checks clients in', () => {
  it('refuses a mistyped code without a call, shows the server refusal, then checks in', async () => {
    const { user, callsTo, on } = renderPage({
      [projectPath]: json(aProject()),
      [registrationsPath]: inTurn(
        [
          aRegistration({
            progress: { visit: aVisit({ code: null, slip_path: null }), booking: null },
          }),
        ],
        [
          aRegistration({
            status: 'visited',
            progress: {
              visit: aVisit({ code: null, slip_path: null, status: 'done' }),
              booking: null,
            },
          }),
        ],
      ),
      [`POST /api/projects/${PROJECT_ID}/check-ins`]: apiError(
        404,
        VISIT_MESSAGES.unknownCode,
        'not_found',
        'code',
      ),
    });
    const field = await screen.findByLabelText('Visit slip code');
    await user.type(field, 'ABC12');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VISIT_MESSAGES.code);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('visit-code-result');
    expect(callsTo(`POST /api/projects/${PROJECT_ID}/check-ins`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(VISIT_MESSAGES.unknownCode)).toBeTruthy();
    // Case and the dash are forgiven before the code leaves.
    expect(callsTo(`POST /api/projects/${PROJECT_ID}/check-ins`)[0]?.body).toEqual({
      code: 'ABCDEFGHJK',
    });

    on(`POST /api/projects/${PROJECT_ID}/check-ins`, () =>
      json({
        visit: aVisit({
          status: 'done',
          code: null,
          slip_path: null,
          checked_in_at: '2026-03-12T05:10:00.000Z',
        }),
        registration_id: REG_ID,
        client_name: 'Anil Kumar',
        broker_name: 'Vikram Shah',
        protected_until: '2026-05-11T05:10:00.000Z',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Anil Kumar (Vikram Shah) is checked in')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('false');
    // The table is read again and shows the visit done.
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getByText(/\(done\)/)).toBeTruthy());
    expect(within(table).getByText('Visited')).toBeTruthy();
  });
});

describe('/project/:id, the marketer books and pays out', () => {
  it('marks a client booked with a unit, then moves the payout one stage at a time', async () => {
    const visited = aRegistration({
      status: 'visited',
      progress: { visit: aVisit({ status: 'done', code: null, slip_path: null }), booking: null },
    });
    const booked = (stage: Booking['payout_stage']) =>
      aRegistration({
        status: 'booked',
        progress: { visit: visited.progress.visit, booking: aBooking({ payout_stage: stage }) },
      });
    const { user, callsTo } = renderPage({
      [projectPath]: json(aProject()),
      [registrationsPath]: inTurn(
        [visited],
        [booked('pending')],
        [booked('invoiced')],
        [booked('paid')],
      ),
      [bookingPath]: json(booked('pending'), 201),
      [payoutPath]: ({ body }) => json(booked((body as { stage: 'invoiced' | 'paid' }).stage)),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(/^Visit 12 Mar 2026, 10:30\sam \(done\)$/)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Mark invoiced/ })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Mark booked: Anil Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Anil Kumar booked' });
    await user.type(within(dialog).getByLabelText('Unit (optional)'), ' A-1203 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark booked' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(bookingPath)[0]?.body).toEqual({ unit_label: 'A-1203' });

    // Only the next stage is offered.
    const invoice = await within(table).findByRole('button', { name: 'Mark invoiced: Anil Kumar' });
    expect(within(table).getByText('Unit A-1203 · Payout pending')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Mark paid/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Mark booked/ })).toBeNull();
    await user.click(invoice);
    const pay = await within(table).findByRole('button', { name: 'Mark paid: Anil Kumar' });
    expect(within(table).queryByRole('button', { name: /Mark invoiced/ })).toBeNull();
    await user.click(pay);
    expect(await within(table).findByText('Unit A-1203 · Paid')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(callsTo(payoutPath).map((c) => c.body)).toEqual([
      { stage: 'invoiced' },
      { stage: 'paid' },
    ]);
  });

  it("books a client on a unit of the grid: units not booked are listed, only their broker's holds offered", async () => {
    const unitPath = `GET /api/projects/${PROJECT_ID}/inventory`;
    const { user, callsTo } = renderPage({
      [projectPath]: json(aProject()),
      [registrationsPath]: inTurn(
        [aRegistration({ status: 'visited' })],
        [
          aRegistration({
            status: 'booked',
            progress: { visit: null, booking: aBooking({ unit_label: 'Tower A 203' }) },
          }),
        ],
      ),
      [unitPath]: json(
        anInventory({ is_marketer: true, can_hold: false }, [
          aUnit(1, 1),
          aUnit(2, 1, { state: 'booked' }),
          aUnit(3, 2, { state: 'held', held_by_name: vikram.full_name }),
          aUnit(4, 2, { state: 'held', held_by_name: 'Farida First' }),
        ]),
      ),
      [bookingPath]: json(aRegistration({ status: 'booked' }), 201),
    });
    // The grid is a table too: the registrations are the one with the client's row.
    await user.click(await screen.findByRole('button', { name: 'Mark booked: Anil Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Anil Kumar booked' });
    const pick = await within(dialog).findByLabelText('Unit');
    const options = within(pick)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Not in the grid (type it below)',
      'Tower A 101',
      `Tower A 203 (held by ${vikram.full_name})`,
      'Tower A 204 (held by Farida First)',
    ]);
    // Another broker's hold is shown but not offered: the server would refuse it.
    const disabled = within(pick)
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(disabled).toEqual(['Tower A 204 (held by Farida First)']);
    await user.selectOptions(pick, `Tower A 203 (held by ${vikram.full_name})`);
    // A unit of the grid needs no typed name.
    expect(within(dialog).queryByLabelText('Unit name (optional)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mark booked' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(bookingPath)[0]?.body).toEqual({ unit_id: testId(1003) });
    expect(await screen.findByText('Unit Tower A 203 · Payout pending')).toBeTruthy();
  });

  it("shows the server's refusals of a booking and of a payout move", async () => {
    const { user } = renderPage({
      [projectPath]: json(aProject()),
      [registrationsPath]: list(
        aRegistration(),
        aRegistration({
          id: testId(802),
          client_name: 'Meena Iyer',
          status: 'booked',
          progress: { visit: null, booking: aBooking({ unit_label: '' }) },
        }),
      ),
      [bookingPath]: apiError(409, VISIT_MESSAGES.alreadyBooked, 'conflict'),
      [`POST /api/projects/registrations/${testId(802)}/payout`]: apiError(
        409,
        VISIT_MESSAGES.payoutOrder,
        'conflict',
      ),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Payout pending')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Mark booked: Anil Kumar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark booked' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(VISIT_MESSAGES.alreadyBooked);
    expect(within(dialog).getByLabelText('Unit (optional)').getAttribute('aria-describedby')).toBe(
      alert.id,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Mark invoiced: Meena Iyer' }));
    expect((await within(table).findByRole('alert')).textContent).toBe(VISIT_MESSAGES.payoutOrder);
  });
});

describe("/project/:id, a broker's clients", () => {
  it('shows each client with status, visit and slip (copy, WhatsApp), or booking and payout', async () => {
    const { user } = renderPage({
      [projectPath]: json(aProjectOfVikram()),
      [registrationsPath]: list(
        aRegistration({ progress: { visit: aVisit(), booking: null } }),
        aRegistration({
          id: testId(802),
          client_name: 'Meena Iyer',
          status: 'booked',
          progress: {
            visit: aVisit({ status: 'done', code: null, slip_path: null }),
            booking: aBooking({ payout_stage: 'invoiced' }),
          },
        }),
      ),
    });
    const clients = await screen.findByRole('list', { name: 'My clients for this project' });
    const [anil, meena] = within(clients).getAllByRole('listitem');
    if (!anil || !meena) throw new Error('two clients expected');
    expect(within(anil).getByText('Registered', { selector: 'span' })).toBeTruthy();
    expect(within(anil).getByText(/^Visit 12 Mar 2026, 10:30\sam \(scheduled\)$/)).toBeTruthy();
    const slip = within(anil).getByRole('link', { name: 'Visit slip ABCDE-FGHJK' });
    expect(slip.getAttribute('href')).toBe('/visit-slip/ABCDEFGHJK');
    const slipUrl = `${window.location.origin}/visit-slip/ABCDEFGHJK`;
    expect(
      within(anil)
        .getByRole('link', { name: /Share on WhatsApp/ })
        .getAttribute('href'),
    ).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Your site visit slip for Godrej Woods: ${slipUrl}`)}`,
    );
    await user.click(within(anil).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(slipUrl);
    // A scheduled visit: no second visit form.
    expect(within(anil).queryByLabelText('Visit date and time')).toBeNull();

    expect(within(meena).getByText('Booked', { selector: 'span' })).toBeTruthy();
    expect(within(meena).getByText(/\(done\)$/)).toBeTruthy();
    expect(within(meena).getByText('Booked: Unit A-1203 · Invoiced')).toBeTruthy();
    expect(within(meena).queryByRole('link', { name: /Visit slip/ })).toBeNull();
    expect(within(meena).queryByLabelText('Visit date and time')).toBeNull();
  });

  it('books a visit, and shows a refusal tied to the field', async () => {
    const visitsPath = `POST /api/projects/registrations/${REG_ID}/visits`;
    const { user, callsTo, on } = renderPage({
      [projectPath]: json(aProjectOfVikram()),
      [registrationsPath]: inTurn(
        [aRegistration()],
        [aRegistration({ progress: { visit: aVisit(), booking: null } })],
      ),
      [visitsPath]: apiError(400, VISIT_MESSAGES.future, 'validation_error', 'scheduled_at'),
    });
    const form = await screen.findByRole('form', { name: 'Book a visit for Anil Kumar' });
    const field = within(form).getByLabelText('Visit date and time');
    await user.type(field, '2026-03-12T10:30');
    await user.click(within(form).getByRole('button', { name: 'Book a visit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(VISIT_MESSAGES.future);
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(visitsPath)[0]?.body).toEqual({
      scheduled_at: new Date('2026-03-12T10:30').toISOString(),
    });

    on(visitsPath, () => json(aVisit(), 201));
    await user.click(within(form).getByRole('button', { name: 'Book a visit' }));
    expect(await screen.findByRole('link', { name: 'Visit slip ABCDE-FGHJK' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Book a visit/ })).toBeNull();
  });
});

describe('/project/:id refreshes live', () => {
  it("reads the broker's clients again on a project_client_update for this project only", async () => {
    const api = fakeApi({
      [projectPath]: json(aProjectOfVikram()),
      [registrationsPath]: inTurn(
        [aRegistration({ progress: { visit: aVisit(), booking: null } })],
        [
          aRegistration({
            status: 'visited',
            progress: { visit: aVisit({ status: 'done' }), booking: null },
          }),
        ],
      ),
    });
    const { send } = renderWithRealtime(
      <Routes>
        <Route path="/project/:id" element={<ProjectDetailPage />} />
      </Routes>,
      { queryClient: createTestQueryClient(), userId: testId(1), path: `/project/${PROJECT_ID}` },
    );
    expect(await screen.findByText(/\(scheduled\)$/)).toBeTruthy();
    const update = (
      projectId: string,
      type: 'project_client_update' | 'connection_request' = 'project_client_update',
    ) =>
      send({
        kind: 'notification.created',
        notification: aNotification({
          id: testId(projectId === PROJECT_ID ? 60 : 61),
          type,
          content: { project_id: projectId, client_name: 'Anil Kumar', client_event: 'checked_in' },
        }),
      });
    update(testId(702));
    update(PROJECT_ID, 'connection_request');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo(registrationsPath)).toHaveLength(1);

    update(PROJECT_ID);
    expect(await screen.findByText(/\(done\)$/)).toBeTruthy();
    expect(screen.getByText('Visited', { selector: 'span' })).toBeTruthy();
    expect(api.callsTo(registrationsPath)).toHaveLength(2);
  });
});
