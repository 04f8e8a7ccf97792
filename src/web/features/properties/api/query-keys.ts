// One place for the properties cache keys, so mutations invalidate exactly these.
export const propertyKeys = {
  all: ['properties'] as const,
  mine: (page: number, pageSize?: number) =>
    ['properties', 'mine', page, pageSize ?? 'default'] as const,
  network: (page: number) => ['properties', 'network', page] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
};
