// /project/:id's price sheet and inventory grid (issue 21): en-IN rupees; towers as tabs,
// floors as rows, units labelled in words; a broker holds an available unit and releases
// their own; the marketer sees who holds a unit and marks it booked.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceSheet } from '#shared/schemas/project-inventory.ts';
import {
  aProject,
  aProjectOfVikram,
  aUnit,
  anInventory,
  PROJECT_ID,
} from '#web/features/projects/test/fixtures.ts';
import { json, type Answer } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { renderProjectDetail } from './test/render-project-detail';

afterEach(() => vi.unstubAllGlobals());

const base = `/api/projects/${PROJECT_ID}`;
const sheet = (can_edit: boolean): PriceSheet => ({
  can_edit,
  items: [
    {
      id: testId(901),
      project_id: PROJECT_ID,
      label: '2 BHK',
      carpet_sqft: 1150,
      price_per_sqft: 8000,
      floor_rise: 50,
      other_charges: 300000,
      from_price_entered: null,
      from_price: 9500000,
    },
  ],
});
const renderPage = (routes: Record<string, Answer | Response>) => renderProjectDetail(routes);

describe('/project/:id price sheet and inventory', () => {
  it('shows a broker the price sheet in en-IN rupees and lets them hold an available unit', async () => {
    const { user, on, callsTo } = renderPage({
      [`GET ${base}`]: json(aProjectOfVikram()),
      [`GET ${base}/unit-types`]: json(sheet(false)),
      [`GET ${base}/inventory`]: json(anInventory()),
    });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /2 BHK/ });
    expect(row.textContent).toContain('₹95,00,000');
    expect(row.textContent).toContain('₹8,000');
    expect(row.textContent).toContain('1,150');
    expect(screen.queryByRole('button', { name: 'Add unit type' })).toBeNull();

    expect(await screen.findByRole('tab', { name: 'Tower A', selected: true })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Floor 2' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toBe('AvailableHeldBooked');
    expect(screen.getByRole('button', { name: 'Unit 102, Booked' }).textContent).toContain(
      'Booked',
    );

    // A held unit offers a broker nothing; an available one offers the hold.
    await user.click(screen.getByRole('button', { name: 'Unit 203, Held' }));
    expect(screen.queryByRole('button', { name: /Hold for/ })).toBeNull();

    on(
      `POST ${base}/units/${testId(1001)}/hold`,
      json(aUnit(1, 1, { state: 'held', held_by_me: true })),
    );
    on(
      `GET ${base}/inventory`,
      json(anInventory({}, [aUnit(1, 1, { state: 'held', held_by_me: true }), aUnit(4, 2)])),
    );
    await user.click(screen.getByRole('button', { name: 'Unit 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Hold for 24 hours' }));
    await waitFor(() => expect(callsTo(`POST ${base}/units/${testId(1001)}/hold`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Unit 101, Held by you' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Release my hold' })).toBeTruthy();
  });

  it('shows the marketer who holds a unit, and marks it booked', async () => {
    const { user, callsTo } = renderPage({
      [`GET ${base}`]: json(aProject()),
      [`GET ${base}/registrations`]: json({ items: [], total: 0, page: 1, page_size: 20 }),
      [`GET ${base}/unit-types`]: json(sheet(true)),
      [`GET ${base}/inventory`]: json(
        anInventory({ is_marketer: true, can_hold: false }, [
          aUnit(1, 1, {
            state: 'held',
            held_by_name: 'Partner Pai',
            hold_expires_at: '2026-12-01T10:00:00.000Z',
          }),
        ]),
      ),
      [`PUT ${base}/units/${testId(1001)}`]: json(aUnit(1, 1, { state: 'booked' })),
    });
    expect(await screen.findByRole('button', { name: 'Add unit type' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add tower' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Unit 101, Held' }));
    expect(screen.getByText(/Unit 101: Held by Partner Pai, until 1 Dec 2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark booked' }));
    await waitFor(() => expect(callsTo(`PUT ${base}/units/${testId(1001)}`)).toHaveLength(1));
    expect(callsTo(`PUT ${base}/units/${testId(1001)}`)[0]?.body).toEqual({ state: 'booked' });
  });
});
