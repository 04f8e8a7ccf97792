// One place for the flyers cache keys, so mutations invalidate exactly these.
export const flyerKeys = {
  all: ['flyers'] as const,
  lists: ['flyers', 'list'] as const,
  list: (page: number) => ['flyers', 'list', page] as const,
  detail: (id: string) => ['flyers', 'detail', id] as const,
};
