import { Bath, BedDouble, Ruler } from 'lucide-react';
import type { Property } from '#shared/schemas/properties.ts';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#shared/format/numbers.ts';

type Specs = Pick<Property, 'bedrooms' | 'baths' | 'sqft'>;


/** Beds, baths and square feet in one line; only the ones that are known. */
export function PropertySpecs({ property, className }: { property: Specs; className?: string }) {
  const items = [
    property.bedrooms !== null && {
      icon: BedDouble,
      text: `${property.bedrooms} ${property.bedrooms === 1 ? 'Bed' : 'Beds'}`,
    },
    property.baths !== null && {
      icon: Bath,
      text: `${property.baths} ${property.baths === 1 ? 'Bath' : 'Baths'}`,
    },
    property.sqft !== null && { icon: Ruler, text: `${formatNumber(property.sqft)} sqft` },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700', className)}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1">
          <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
