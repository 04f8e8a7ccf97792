import { properties } from '#server/db/schema.ts';

/** What a listing card shows of a property (public listing lists, flyer lists). */
export const listingSummaryColumns = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  currency: properties.currency,
  propertyType: properties.propertyType,
  city: properties.city,
  area: properties.area,
  bedrooms: properties.bedrooms,
  images: properties.images,
};
