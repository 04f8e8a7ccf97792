import { Link } from 'react-router';
import type { Property } from '#shared/schemas/properties.ts';
import { formatPrice } from '#shared/format/price.ts';
import { Card } from '#web/components/ui/card.tsx';
import { LocationLine } from '#web/components/location-line.tsx';
import { PropertyThumbnail } from '#web/components/property-thumbnail.tsx';
import { PropertySpecs } from './property-specs';
import { VisibilityBadge } from './visibility-badge';

type Props = {
  property: Property;
  /** Own listings: who can see it. */
  showVisibility?: boolean;
  /** Network listings: whose listing it is. */
  showBroker?: boolean;
};

/**
 * One listing in every list: thumbnail, title, price, place and size. The title links
 * to the property and its link covers the whole card. A compact row on phones (more
 * listings per screen), a tile from 640 px.
 */
export function PropertyCard({ property, showVisibility = false, showBroker = false }: Props) {
  return (
    <Card className="relative flex h-full overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:flex-col">
      <div className="relative w-32 shrink-0 self-stretch bg-slate-200 sm:w-full">
        <PropertyThumbnail
          src={property.thumbnail_url}
          title={property.title}
          className="h-full w-full object-cover sm:aspect-[4/3] sm:h-auto"
          placeholderClassName="min-h-32"
        />
        <span className="absolute left-1.5 top-1.5 rounded-md bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white">
          For {property.property_type}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="text-base font-bold text-slate-900 sm:text-lg">
          {formatPrice(property.price, property.currency)}
        </p>
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
          <Link
            to={`/property/${property.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {property.title}
          </Link>
        </h3>
        <LocationLine city={property.city} area={property.area} />
        <PropertySpecs property={property} />
        {showVisibility || showBroker ? (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            {showBroker ? (
              <p className="min-w-0 truncate text-sm text-slate-700">
                By{' '}
                <Link
                  to={`/broker/${property.broker.id}`}
                  className="relative z-10 font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {property.broker.full_name}
                </Link>
              </p>
            ) : null}
            {showVisibility ? <VisibilityBadge visibility={property.visibility} /> : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
