// What other features may use of requirements; everything else here is its own.
export { requirementKeys } from './api/query-keys';
export { requirementQuery } from './api/get-requirement';
export { useRenewRequirement } from './api/renew-requirement';
export { requirementMatchesQuery } from './api/get-requirement-matches';
