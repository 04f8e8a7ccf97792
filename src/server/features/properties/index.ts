// What other features may use of properties; everything else here is its own.
export { listBrokerProperties, type PageQuery } from './list-service';
export { listingSummaryColumns } from './listing-columns';
export { countVisibleListings } from './listing-counts';
export { type PropertyRow } from './presenter';
export { findVisibleProperty } from './property-queries';
export { isAcceptedConnection, visibleTo, visibleToMember, visibleToReader, type OwnedByVisibility } from './visibility';
export { presentProperty, type PropertyWithBroker } from './presenter';
