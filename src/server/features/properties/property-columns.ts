// The row columns a property form sets, shared by create and update. The owner and
// the photos are set apart: create picks the owner, and no edit ever changes it.
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import type { PropertyFields } from '#shared/schemas/properties.ts';
import type { Place } from './reference-checks';

/** The form's own columns, shared by create and update; the owner and photos are set apart. */
export function propertyColumns(
  fields: Omit<PropertyFields, 'selectedBrokerId' | 'allow_flyers'> & { allow_flyers?: boolean },
  place: Place,
) {
  return {
    title: fields.title,
    description: fields.description,
    price: fields.price ?? null,
    // The spec saves every price in INR, whatever a pasted listing said.
    currency: DEFAULT_CURRENCY,
    propertyType: fields.property_type,
    cityId: place.cityId,
    city: place.city,
    areaId: place.areaId,
    area: place.area,
    bedrooms: fields.bedrooms ?? null,
    baths: fields.baths ?? null,
    sqft: fields.sqft ?? null,
    visibility: fields.visibility,
    // An update that leaves the switch out keeps it (decision 023).
    ...(fields.allow_flyers === undefined ? {} : { allowFlyers: fields.allow_flyers }),
  };
}
