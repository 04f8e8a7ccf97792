// Test-only: projects, registrations and inventory as the API returns them, with overrides.
import type { Inventory, Unit } from '#shared/schemas/project-inventory.ts';
import type {
  Project,
  ProjectList,
  Registration,
  RegistrationList,
} from '#shared/schemas/projects.ts';
import { testId, vikram } from '#web/test/fixtures.ts';

export const PROJECT_ID = testId(701);

const asha = {
  id: testId(1),
  full_name: 'Asha Rao',
  avatar_url: null,
  company_name: 'Rao Realty',
  city: 'Bangalore',
};

/** Godrej Woods, marketed by Asha (testId(1), the signed-in broker of the tests). */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    marketer_id: asha.id,
    marketer: asha,
    name: 'Godrej Woods',
    developer: 'Godrej Properties',
    rera_project_number: 'PRM/KA/RERA/1251/446/PR/010825/007890',
    city_id: 1,
    city: 'Bangalore',
    area: 'Thanisandra',
    address: 'Thanisandra Main Road, Bangalore 560077',
    possession_date: '2027-12-31',
    description: 'Forest-themed towers with 2 and 3 BHK homes.',
    amenities: ['Clubhouse', 'Pool'],
    visibility: 'Network Only',
    status: 'launched',
    protection_days: 60,
    who_may_register: 'network',
    commission: '2% of the agreement value',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    is_marketer: true,
    can_register: false,
    images: [],
    brochure: null,
    ...overrides,
  };
}

/** The same project as Vikram's (testId(2)), open to the signed-in broker. */
export const aProjectOfVikram = (overrides: Partial<Project> = {}) =>
  aProject({
    marketer_id: vikram.id,
    marketer: vikram,
    is_marketer: false,
    can_register: true,
    ...overrides,
  });

export function aProjectList(items: Project[], overrides: Partial<ProjectList> = {}): ProjectList {
  return { items, total: items.length, page: 1, page_size: 10, ...overrides };
}

export function aRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: testId(801),
    project_id: PROJECT_ID,
    project_name: 'Godrej Woods',
    broker: vikram,
    client_name: 'Anil Kumar',
    client_phone: '+919845012345',
    registered_at: '2026-03-05T06:30:00.000Z',
    protected_until: '2026-05-04T06:30:00.000Z',
    is_protected: true,
    status: 'registered',
    progress: { visit: null, booking: null },
    ...overrides,
  };
}

export function aRegistrationList(
  items: Registration[],
  overrides: Partial<RegistrationList> = {},
): RegistrationList {
  return { items, total: items.length, page: 1, page_size: 20, ...overrides };
}

/** Unit n of Tower A, on `floor` ('101', '102', '203'...). */
export const aUnit = (n: number, floor: number, overrides: Partial<Unit> = {}): Unit => ({
  id: testId(1000 + n),
  tower_id: testId(950),
  floor,
  unit_number: `${floor}0${n % 10}`,
  unit_type_id: null,
  state: 'available',
  held_by_me: false,
  held_by_name: null,
  hold_expires_at: null,
  ...overrides,
});
/** Tower A with four units (available, booked, held, available) and an empty Tower B. */
export const anInventory = (overrides: Partial<Inventory> = {}, units?: Unit[]): Inventory => ({
  project_id: PROJECT_ID,
  hold_hours: 24,
  is_marketer: false,
  can_hold: true,
  towers: [
    {
      id: testId(950),
      name: 'Tower A',
      floors: 2,
      units_per_floor: 2,
      units: units ?? [
        aUnit(1, 1),
        aUnit(2, 1, { state: 'booked' }),
        aUnit(3, 2, { state: 'held' }),
        aUnit(4, 2),
      ],
    },
    { id: testId(951), name: 'Tower B', floors: 1, units_per_floor: 1, units: [] },
  ],
  ...overrides,
});
