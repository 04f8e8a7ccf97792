import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '#shared/schemas/agreements.ts';
import { cn } from '#web/lib/cn.ts';

const tones: Record<AgreementStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  sent: 'bg-sky-50 text-sky-900 ring-sky-200',
  viewed: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  executed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {AGREEMENT_STATUS_LABELS[status]}
    </span>
  );
}
