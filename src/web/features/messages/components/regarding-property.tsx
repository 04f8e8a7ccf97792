import { Building2, ListChecks, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** 'Regarding property:' with a link to the property (shown only while the reader may see it). */
export function RegardingProperty({
  propertyId,
  title,
  tone = 'light',
  className,
}: {
  propertyId: string;
  title: string;
  /** 'dark' on a coloured (own) message bubble. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <p className={cn('text-sm', tone === 'dark' ? 'text-brand-50' : 'text-slate-700', className)}>
      Regarding property:{' '}
      <Link
        to={`/property/${propertyId}`}
        className={cn(
          'rounded font-medium underline underline-offset-2 focus-visible:outline-2',
          tone === 'dark' ? 'text-white focus-visible:outline-white' : 'text-brand-700 focus-visible:outline-brand-600',
        )}
      >
        {title}
      </Link>
    </p>
  );
}

/** The property a new message will be about, above the reply box; removable. */
export function PropertyChip({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 py-1.5 pl-3 pr-1 text-sm text-brand-800">
      <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate">
        Regarding property: <span className="font-semibold">{title}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove property"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** 'Regarding requirement:' with a link to it (shown only while the reader may see it). */
export function RegardingRequirement({
  requirementId,
  title,
  tone = 'light',
}: {
  requirementId: string;
  title: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <p className={cn('text-sm', tone === 'dark' ? 'text-brand-50' : 'text-slate-700')}>
      Regarding requirement:{' '}
      <Link
        to={`/requirement/${requirementId}`}
        className={cn(
          'rounded font-medium underline underline-offset-2 focus-visible:outline-2',
          tone === 'dark' ? 'text-white focus-visible:outline-white' : 'text-brand-700 focus-visible:outline-brand-600',
        )}
      >
        {title}
      </Link>
    </p>
  );
}

/** The requirement a new message will be about (a match, or 'I have a listing'); removable. */
export function RequirementChip({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-emerald-100 bg-emerald-50 py-1.5 pl-3 pr-1 text-sm text-emerald-900">
      <ListChecks className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate">
        Regarding requirement: <span className="font-semibold">{title}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove requirement"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
