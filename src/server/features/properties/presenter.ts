import type { Property } from '#shared/schemas/properties.ts';
import type { properties } from '#server/db/schema.ts';
import { canEditProperty } from './can-edit-property';
import { thumbnailUrlOf } from '#server/lib/media/property-images.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentBrokerSummary, type BrokerSummaryRow } from '#server/lib/broker-summary.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyWithBroker = { property: PropertyRow; broker: BrokerSummaryRow };

export function presentProperty(
  { property: p, broker }: PropertyWithBroker,
  viewer: Viewer,
): Property {
  const first = p.images[0];
  return {
    id: p.id,
    user_id: p.userId,
    title: p.title,
    description: p.description,
    price: p.price,
    currency: p.currency,
    property_type: p.propertyType === 'Rent' ? 'Rent' : 'Sale',
    city_id: p.cityId,
    city: p.city,
    area_id: p.areaId,
    area: p.area,
    bedrooms: p.bedrooms,
    baths: p.baths,
    sqft: p.sqft,
    visibility: presentVisibility(p.visibility),
    allow_flyers: p.allowFlyers,
    images: p.images,
    thumbnail_url: first ? thumbnailUrlOf(first) : null,
    static_html_url: p.staticHtmlUrl,
    view_count: p.viewCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    broker: presentBrokerSummary(broker),
    is_owner: p.userId === viewer.id,
    can_edit: canEditProperty(viewer, p.userId),
  };
}

// The column has a CHECK constraint with exactly these values.
function presentVisibility(value: string): Property['visibility'] {
  return value === 'Private' || value === 'Network Only' || value === 'Public' ? value : 'All';
}
