import { REQUIREMENT_STATUS_LABELS, type RequirementStatus } from '#shared/schemas/requirements.ts';
import { cn } from '#web/lib/cn.ts';

const tones: Record<RequirementStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  on_hold: 'bg-amber-50 text-amber-900 ring-amber-200',
  fulfilled: 'bg-sky-50 text-sky-900 ring-sky-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {REQUIREMENT_STATUS_LABELS[status]}
    </span>
  );
}
