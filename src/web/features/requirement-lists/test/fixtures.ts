// Test-only: requirements as the API returns them, with overrides.
import type { Requirement, RequirementList } from '#shared/schemas/requirements.ts';

export { aNetworkRequirement, aRequirement, daysFromNow } from '#web/test/requirement-fixtures.ts';

export function aRequirementList(
  items: Requirement[],
  overrides: Partial<RequirementList> = {},
): RequirementList {
  return { items, total: items.length, page: 1, page_size: 10, ...overrides };
}
