import type { PropertyType } from '#shared/schemas/properties.ts';
import { REQUIREMENT_STATUS_LABELS, type RequirementStatus } from '#shared/schemas/requirements.ts';
import { cn } from '#web/lib/cn.ts';

const pill = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold';

/** What the client does: buys (a Sale listing fits) or rents. */
export function RequirementTypeBadge({ type }: { type: PropertyType }) {
  return (
    <span className={cn(pill, type === 'Rent' ? 'border-violet-200 bg-violet-50 text-violet-900' : 'border-sky-200 bg-sky-50 text-sky-900')}>
      <span className="sr-only">Client wants to </span>
      {type === 'Rent' ? 'Rent' : 'Buy'}
    </span>
  );
}

const STATUS_TONES: Record<RequirementStatus, string> = {
  active: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  on_hold: 'border-amber-200 bg-amber-50 text-amber-900',
  fulfilled: 'border-brand-100 bg-brand-50 text-brand-800',
  expired: 'border-slate-300 bg-slate-100 text-slate-700',
};

export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  return (
    <span className={cn(pill, STATUS_TONES[status])}>
      <span className="sr-only">Status: </span>
      {REQUIREMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The owner's count of matching listings not looked at yet; nothing at zero. */
export function NewMatchesBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={cn(pill, 'border-red-200 bg-red-50 text-red-800')}>
      {count === 1 ? '1 new match' : `${count} new matches`}
    </span>
  );
}
