// What other features may use of flyers; everything else here is its own.
export { flyerIsLive } from './flyer-live';
export { listFlyersOfListing } from './listing-flyers-query';
