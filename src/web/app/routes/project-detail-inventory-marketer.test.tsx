// /project/:id, the marketer's price sheet and inventory (issue 21): a unit type edited in
// place with the same form as a new one (the schema's messages at their fields before
// sending, the server's refusal at the field it names, Cancel restores); Delete asks first;
// the hold time (1 to 720 hours) is the marketer's to change and a broker's to read; a
// tower goes after a question naming it (a refusal stays in the dialog); the towers are
// WAI-ARIA tabs; a new tower's messages sit at their fields.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVENTORY_MESSAGES, type PriceSheet } from '#shared/schemas/project-inventory.ts';
import {
  aProject,
  aProjectOfVikram,
  anInventory,
  PROJECT_ID,
} from '#web/features/projects/test/fixtures.ts';
import { apiError, json, noContent, type Answer } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { renderProjectDetail } from './test/render-project-detail';

afterEach(() => vi.unstubAllGlobals());

const base = `/api/projects/${PROJECT_ID}`;
const TYPE_ID = testId(901);
const twoBhk = {
  id: TYPE_ID,
  project_id: PROJECT_ID,
  label: '2 BHK',
  carpet_sqft: 1150,
  price_per_sqft: 8000,
  floor_rise: 50,
  other_charges: 300000,
  from_price_entered: null,
  from_price: 9500000,
};
const sheet = (can_edit: boolean): PriceSheet => ({ can_edit, items: [twoBhk] });

function renderPage(routes: Record<string, Answer | Response>, marketer = true) {
  return renderProjectDetail({
    [`GET ${base}`]: json(marketer ? aProject() : aProjectOfVikram()),
    [`GET ${base}/registrations`]: json({ items: [], total: 0, page: 1, page_size: 20 }),
    [`GET ${base}/unit-types`]: json(sheet(marketer)),
    [`GET ${base}/inventory`]: json(
      anInventory(marketer ? { is_marketer: true, can_hold: false } : {}),
    ),
    ...routes,
  });
}

/** A form's field by its label, and the message tied to it (aria-describedby). */
const fieldIn = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('/project/:id, the marketer edits the price sheet', () => {
  it('edits a unit type in place: the schema first, then the server’s refusal at its field, then the PUT', async () => {
    const { user, on, callsTo } = renderPage({});
    await user.click(await screen.findByRole('button', { name: 'Edit 2 BHK' }));
    const form = screen.getByRole('form', { name: 'Edit 2 BHK' });
    const price = fieldIn(form, 'Price per sq ft (₹)');
    expect(price.value).toBe('8000');
    expect(fieldIn(form, 'From price (₹, optional)').value).toBe('');
    expect(document.activeElement).toBe(fieldIn(form, 'Label'));
    // The add form makes way while editing (one form on screen).
    expect(screen.queryByRole('form', { name: 'Add a unit type' })).toBeNull();

    await user.clear(price);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(messageOf(price)).toBe('Enter the price per sq ft in rupees');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(`PUT ${base}/unit-types/${TYPE_ID}`)).toHaveLength(0);

    await user.type(price, '8500');
    const put = `PUT ${base}/unit-types/${TYPE_ID}`;
    on(
      put,
      apiError(400, 'The carpet area is at most 1,00,000 sq ft', 'bad_request', 'carpet_sqft'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const carpet = fieldIn(form, 'Carpet (sq ft)');
    await waitFor(() =>
      expect(messageOf(carpet)).toBe('The carpet area is at most 1,00,000 sq ft'),
    );
    expect(document.activeElement).toBe(carpet);

    on(put, json({ ...twoBhk, price_per_sqft: 8500, from_price: 10075000 }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(put)).toHaveLength(2));
    expect(callsTo(put)[1]?.body).toEqual({
      label: '2 BHK',
      carpet_sqft: 1150,
      price_per_sqft: 8500,
      floor_rise: 50,
      other_charges: 300000,
      from_price: null,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit 2 BHK' })).toBeNull());
    expect(screen.getByRole('form', { name: 'Add a unit type' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 2 BHK' }));
  });

  it('Cancel restores the unit type; the add form shows the same messages', async () => {
    const { user, callsTo } = renderPage({});
    await user.click(await screen.findByRole('button', { name: 'Edit 2 BHK' }));
    const form = screen.getByRole('form', { name: 'Edit 2 BHK' });
    await user.clear(fieldIn(form, 'Label'));
    await user.type(fieldIn(form, 'Label'), 'Changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit 2 BHK' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 2 BHK' }));
    await user.click(screen.getByRole('button', { name: 'Edit 2 BHK' }));
    const again = screen.getByRole('form', { name: 'Edit 2 BHK' });
    expect(fieldIn(again, 'Label').value).toBe('2 BHK');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    const add = screen.getByRole('form', { name: 'Add a unit type' });
    await user.click(within(add).getByRole('button', { name: 'Add unit type' }));
    expect(messageOf(fieldIn(add, 'Label'))).toBe('Enter a label such as 2 BHK');
    expect(messageOf(fieldIn(add, 'Carpet (sq ft)'))).toBe('Enter the carpet area in sq ft');
    await user.type(fieldIn(add, 'Carpet (sq ft)'), '20');
    await user.click(within(add).getByRole('button', { name: 'Add unit type' }));
    expect(messageOf(fieldIn(add, 'Carpet (sq ft)'))).toBe('The carpet area is at least 50 sq ft');
    expect(callsTo(`POST ${base}/unit-types`)).toHaveLength(0);
  });

  it('deletes a unit type only after the question', async () => {
    const { user, callsTo } = renderPage({
      [`DELETE ${base}/unit-types/${TYPE_ID}`]: noContent(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete 2 BHK' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 BHK?' });
    expect(callsTo(`DELETE ${base}/unit-types/${TYPE_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(`DELETE ${base}/unit-types/${TYPE_ID}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/project/:id, the hold time', () => {
  it('the marketer changes it within 1 to 720 hours', async () => {
    const { user, on, callsTo } = renderPage({});
    expect(await screen.findByText('Holds last 24 hours.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the hold time' }));
    const form = screen.getByRole('form', { name: 'Hold time' });
    const hours = fieldIn(form, 'Holds last (hours)');
    expect(hours.value).toBe('24');
    for (const [typed, message] of [
      ['0', 'A hold lasts at least 1 hour'],
      ['721', 'A hold lasts at most 720 hours'],
      ['1.5', 'Enter whole hours'],
    ] as const) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(messageOf(hours)).toBe(message);
    }
    expect(callsTo(`PUT ${base}/inventory`)).toHaveLength(0);

    on(`PUT ${base}/inventory`, json(anInventory({ is_marketer: true, hold_hours: 48 })));
    on(`GET ${base}/inventory`, json(anInventory({ is_marketer: true, hold_hours: 48 })));
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(`PUT ${base}/inventory`)).toHaveLength(1));
    expect(callsTo(`PUT ${base}/inventory`)[0]?.body).toEqual({ hold_hours: 48 });
    expect(await screen.findByText('Holds last 48 hours.')).toBeTruthy();
  });

  it('a broker reads it and changes nothing', async () => {
    renderPage({}, false);
    expect(await screen.findByText('A hold lasts 24 hours.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the hold time' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete tower/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});

describe('/project/:id, towers', () => {
  it('are tabs the arrow keys move between', async () => {
    const { user } = renderPage({}, false);
    const list = await screen.findByRole('tablist', { name: 'Towers' });
    const a = within(list).getByRole('tab', { name: 'Tower A' });
    expect(a.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tower A' })).toBeTruthy();
    expect(within(list).getByRole('tab', { name: 'Tower B' }).tabIndex).toBe(-1);
    a.focus();
    await user.keyboard('{ArrowRight}');
    const b = within(list).getByRole('tab', { name: 'Tower B' });
    expect(b.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(b);
    expect(screen.getByRole('tabpanel', { name: 'Tower B' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Unit 101/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(a);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(b);
    await user.keyboard('{Home}');
    expect(a.getAttribute('aria-selected')).toBe('true');
  });

  it('the marketer deletes one after a question naming it and its units; a refusal stays in the dialog', async () => {
    const del = `DELETE ${base}/towers/${testId(950)}`;
    const { user, on, callsTo } = renderPage({
      [del]: apiError(409, INVENTORY_MESSAGES.towerHasBookings, 'conflict'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete tower Tower A' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Tower A?' });
    expect(dialog.textContent).toContain('Tower A and its 4 units go for good');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      INVENTORY_MESSAGES.towerHasBookings,
    );

    on(del, noContent());
    on(`GET ${base}/inventory`, json({ ...anInventory({ is_marketer: true }), towers: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(del)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No towers added yet.')).toBeTruthy();
  });

  it('a new tower shows the schema’s messages and the server’s refusal at their fields', async () => {
    const { user, on, callsTo } = renderPage({});
    const form = await screen.findByRole('form', { name: 'Add a tower' });
    await user.click(within(form).getByRole('button', { name: 'Add tower' }));
    expect(messageOf(fieldIn(form, 'Tower name'))).toBe('Enter the tower’s name');
    expect(messageOf(fieldIn(form, 'Floors (1–60)'))).toBe('Enter the number of floors');
    expect(messageOf(fieldIn(form, 'Units per floor (1–20)'))).toBe('Enter the units per floor');
    await user.type(fieldIn(form, 'Floors (1–60)'), '61');
    await user.click(within(form).getByRole('button', { name: 'Add tower' }));
    expect(messageOf(fieldIn(form, 'Floors (1–60)'))).toBe('A tower has at most 60 floors');
    expect(callsTo(`POST ${base}/towers`)).toHaveLength(0);

    on(`POST ${base}/towers`, apiError(409, INVENTORY_MESSAGES.towerNameTaken, 'conflict', 'name'));
    await user.type(fieldIn(form, 'Tower name'), 'Tower A');
    await user.clear(fieldIn(form, 'Floors (1–60)'));
    await user.type(fieldIn(form, 'Floors (1–60)'), '3');
    await user.type(fieldIn(form, 'Units per floor (1–20)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add tower' }));
    await waitFor(() =>
      expect(messageOf(fieldIn(form, 'Tower name'))).toBe(INVENTORY_MESSAGES.towerNameTaken),
    );
    expect(callsTo(`POST ${base}/towers`)[0]?.body).toEqual({
      name: 'Tower A',
      floors: 3,
      units_per_floor: 2,
      unit_type_id: null,
    });
  });
});
