// What other features may use of public-pages; everything else here is its own.
export { refreshOwnerPageUrls, refreshPropertyPageUrl } from './property-page-url';
export { brokerSegment, flyerPath, profilePath } from './urls';
