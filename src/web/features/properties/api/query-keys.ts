import type { PropertyType } from '#shared/schemas/properties.ts';

/** The network list's filters as the page reads them from its URL. */
export type NetworkFilters = {
  city_id?: number;
  area_ids?: number[];
  property_type?: PropertyType;
  price_min?: number;
  price_max?: number;
  bedrooms?: number;
};

// One place for the properties cache keys, so mutations invalidate exactly these.
export const propertyKeys = {
  all: ['properties'] as const,
  mine: (page: number, pageSize?: number) =>
    ['properties', 'mine', page, pageSize ?? 'default'] as const,
  // The unfiltered list keeps its short key (the dashboard and the realtime cache use it).
  network: (page: number, filters: NetworkFilters = {}) =>
    Object.keys(filters).length === 0
      ? (['properties', 'network', page] as const)
      : (['properties', 'network', page, filters] as const),
  detail: (id: string) => ['properties', 'detail', id] as const,
};
