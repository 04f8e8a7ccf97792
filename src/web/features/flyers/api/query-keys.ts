// One place for the flyers cache keys, so mutations invalidate exactly these.
export const flyerKeys = {
  all: ['flyers'] as const,
  lists: ['flyers', 'list'] as const,
  list: (page: number) => ['flyers', 'list', page] as const,
  detail: (id: string) => ['flyers', 'detail', id] as const,
  draft: (propertyId: string) => ['flyers', 'draft', propertyId] as const,
  /** Who made flyers of the caller's own listing (decision 023). */
  ofListing: (propertyId: string) => ['flyers', 'of-listing', propertyId] as const,
};
