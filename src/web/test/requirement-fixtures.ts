// Test-only: requirements as the API returns them, with overrides (lists, feed, detail).
import { buildRequirementTitle } from '#shared/format/requirement-title.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { testId } from './fixtures';

const DAY = 86_400_000;
/** Days from now as an ISO time (negative: in the past), half a day off so labels are stable. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY + DAY / 2).toISOString();

export function aRequirement(overrides: Partial<Requirement> = {}): Requirement {
  const base: Omit<Requirement, 'title'> = {
    id: testId(501),
    user_id: testId(1),
    property_type: 'Sale',
    city_id: 1,
    city: 'Bangalore',
    areas: [
      { id: 10, name: 'Whitefield' },
      { id: 11, name: 'Marathahalli' },
    ],
    budget_min: 12_000_000,
    budget_max: 15_000_000,
    bedrooms_min: 3,
    bedrooms_max: 3,
    sqft_min: null,
    sqft_max: null,
    notes: 'Ready to move, east facing preferred.',
    client_note: 'Mr Kumar 98450 12345',
    visibility: 'Network Only',
    status: 'active',
    expires_at: daysFromNow(12),
    created_at: daysFromNow(-18),
    updated_at: daysFromNow(-18),
    broker: { id: testId(1), full_name: 'Asha Rao', avatar_url: null, company_name: 'Rao Realty', city: 'Bangalore' },
    is_owner: true,
    match_count: 4,
    new_match_count: 2,
  };
  const merged = { ...base, ...overrides };
  return { title: buildRequirementTitle(merged), ...merged, ...(overrides.title ? { title: overrides.title } : {}) };
}

/** A network broker's requirement, as the network sees it: no client note, no match counts. */
export function aNetworkRequirement(n: number, overrides: Partial<Requirement> = {}): Requirement {
  const { client_note: _note, match_count: _count, new_match_count: _new, ...shared } = aRequirement({
    id: testId(600 + n),
    user_id: testId(2),
    is_owner: false,
    broker: { id: testId(2), full_name: 'Vikram Shah', avatar_url: null, company_name: 'Shah Estates', city: 'Bangalore' },
    ...overrides,
  });
  return shared;
}
