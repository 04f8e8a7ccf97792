// Test-only: requirement shapes as the API returns them, with overrides.
import type { Property } from '#shared/schemas/properties.ts';
import type {
  PropertyRequirementList,
  Requirement,
  RequirementMatch,
  RequirementMatchList,
} from '#shared/schemas/requirements.ts';
import { aProperty } from '#web/test/fixtures.ts';
import { aRequirement as sharedRequirement } from '#web/test/requirement-fixtures.ts';

export const OWNER_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '44444444-4444-4444-8444-444444444444';
export const REQUIREMENT_ID = '55555555-5555-4555-8555-555555555555';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shared requirement fixture, in Indiranagar or Koramangala, from 1,200 sq ft. */
export function aRequirement(overrides: Partial<Requirement> = {}): Requirement {
  return sharedRequirement({
    id: REQUIREMENT_ID,
    user_id: OWNER_ID,
    title: '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr',
    areas: [
      { id: 10, name: 'Indiranagar' },
      { id: 11, name: 'Koramangala' },
    ],
    sqft_min: 1200,
    notes: 'Ready to move, east facing',
    client_note: 'Mr Mehta, 98450 12345',
    expires_at: new Date(Date.now() + 12 * DAY_MS + 60_000).toISOString(),
    broker: {
      id: OWNER_ID,
      full_name: 'Asha Rao',
      avatar_url: null,
      company_name: 'Rao Realty',
      city: 'Bangalore',
    },
    match_count: 2,
    new_match_count: 1,
    ...overrides,
  });
}

/** The same requirement as another broker receives it: no client note, no counts. */
export function someoneElsesRequirement(overrides: Partial<Requirement> = {}): Requirement {
  const {
    client_note: _note,
    match_count: _all,
    new_match_count: _new,
    ...rest
  } = aRequirement({
    is_owner: false,
    ...overrides,
  });
  return rest;
}

export function aMatch(
  overrides: Partial<RequirementMatch> = {},
  property: Partial<Property> = {},
) {
  const match: RequirementMatch = {
    id: '66666666-6666-4666-8666-666666666666',
    requirement_id: REQUIREMENT_ID,
    property_id: '11111111-1111-4111-8111-111111111111',
    score: 92,
    reasons: ['within budget', 'in Indiranagar', '3 BHK as asked'],
    state: 'new',
    created_at: '2026-03-13T10:00:00.000Z',
    property: aProperty({
      is_owner: false,
      can_edit: false,
      broker: {
        id: OTHER_ID,
        full_name: 'Vikram Shah',
        avatar_url: null,
        company_name: null,
        city: 'Bangalore',
      },
      user_id: OTHER_ID,
      ...property,
    }),
    ...overrides,
  };
  return match;
}

export function aMatchList(
  items: RequirementMatch[],
  overrides: Partial<RequirementMatchList> = {},
): RequirementMatchList {
  return { items, total: items.length, page: 1, page_size: 10, ...overrides };
}

export function aPropertyRequirementList(
  items: Requirement[],
  overrides: Partial<PropertyRequirementList> = {},
): PropertyRequirementList {
  return {
    items: items.map((requirement, i) => ({
      score: 90 - i,
      reasons: ['within budget'],
      requirement,
    })),
    total: items.length,
    page: 1,
    page_size: 5,
    ...overrides,
  };
}
