// What other features may use of feed; everything else here is its own.
export { feedQuery } from './api/get-feed';
