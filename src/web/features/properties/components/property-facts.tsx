import { Bath, BedDouble, CalendarDays, Eye, Ruler, Tag } from 'lucide-react';
import type { Property } from '#shared/schemas/properties.ts';
import { formatListingDate } from './format-listing-date';
import { formatNumber } from '#shared/format/numbers.ts';


/** Type, bedrooms, baths, sqft and listing date; the owner also sees the view count. */
export function PropertyFacts({ property }: { property: Property }) {
  const facts = [
    { icon: Tag, label: 'Type', value: `For ${property.property_type}` },
    { icon: BedDouble, label: 'Bedrooms', value: property.bedrooms ?? '—' },
    { icon: Bath, label: 'Baths', value: property.baths ?? '—' },
    {
      icon: Ruler,
      label: 'Sqft',
      value: property.sqft === null ? '—' : formatNumber(property.sqft),
    },
    { icon: CalendarDays, label: 'Listed on', value: formatListingDate(property.created_at) },
    ...(property.is_owner ? [{ icon: Eye, label: 'Views', value: property.view_count }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
          <dt className="flex items-center gap-2 text-xs text-slate-600">
            <Icon className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-0.5 truncate pl-6 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
