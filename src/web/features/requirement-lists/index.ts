// What other features may use of the requirement lists; everything else here is its own.
export { requirementListKeys } from './api/query-keys';
export { requirementListQuery } from './api/get-requirement-list';
export { RequirementCard } from './components/requirement-card';
