// What other features may use of quick entry; everything else here is its own.
export { createPlaceRefsCache, type PlaceRefs } from './place-refs';
