import { Building2, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '#shared/format/price.ts';
import type { Property } from '#shared/schemas/properties.ts';

type Props = {
  property: Property;
  /** Network listings: whose listing it is. */
  showBroker?: boolean;
  /** Own listings: an Edit link beside the title. */
  showEdit?: boolean;
};

/**
 * A listing as one compact row for a side column: a small thumbnail (the 400 px
 * rendition, shown at 64 x 48), the title linking to the property, the price and place.
 */
export function ListingRow({ property, showBroker = false, showEdit = false }: Props) {
  const place = [property.area, property.city].filter(Boolean).join(', ');
  return (
    <div className="flex items-start gap-3 py-3">
      {property.thumbnail_url ? (
        <img
          src={property.thumbnail_url}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 shrink-0 rounded-md bg-slate-200 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-gradient-to-br from-brand-50 to-slate-200 text-brand-600"
        >
          <Building2 className="h-5 w-5 opacity-70" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link
            to={`/property/${property.id}`}
            className="rounded underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {property.title}
          </Link>
        </h3>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-bold text-slate-900">
            {formatPrice(property.price, property.currency)}
          </p>
          {showEdit && property.can_edit ? (
            <Link
              to={`/new-edit-property/${property.id}`}
              aria-label={`Edit ${property.title}`}
              className="-my-1 inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
              Edit
            </Link>
          ) : null}
        </div>
        {place ? <p className="truncate text-xs text-slate-600">{place}</p> : null}
        {showBroker ? (
          <p className="truncate text-xs text-slate-600">By {property.broker.full_name}</p>
        ) : null}
      </div>
    </div>
  );
}
