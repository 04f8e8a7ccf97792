// What other features may use of requirements; everything else here is its own.
export { updateMatchesBetween, updateMatchesForListing } from './matching/update-matches';
export { titleOfFacts, type RequirementTitleFacts } from './presenter';
export { areasOf, requirementTitleColumns, requirementVisibleTo } from './requirement-queries';
export { listFeedRequirements, type FeedPosition } from './feed-requirements';
export { expireRequirementsJob, expireRequirementsSchedule } from './expire-requirements-job';
export { announceMatchesJob } from './matching/announce-matches-job';
