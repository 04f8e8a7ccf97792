import { PROJECT_STATUS_LABELS, type ProjectStatus } from '#shared/schemas/projects.ts';
import { REGISTRATION_STATUS_LABELS } from './registration-labels';
import type { RegistrationStatus } from '#shared/schemas/projects.ts';
import { cn } from '#web/lib/cn.ts';

const pill = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<ProjectStatus, string> = {
  pre_launch: 'border-violet-200 bg-violet-50 text-violet-900',
  launched: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  ready: 'border-sky-200 bg-sky-50 text-sky-900',
  sold_out: 'border-slate-300 bg-slate-100 text-slate-700',
};

/** Pre-launch, Launched, Ready to move or Sold out. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={cn(pill, STATUS_TONES[status])}>
      <span className="sr-only">Status: </span>
      {PROJECT_STATUS_LABELS[status]}
    </span>
  );
}

const REGISTRATION_TONES: Record<RegistrationStatus, string> = {
  registered: 'border-brand-100 bg-brand-50 text-brand-800',
  visited: 'border-amber-200 bg-amber-50 text-amber-900',
  booked: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

/** A registered client's stage: registered, visited or booked. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span className={cn(pill, REGISTRATION_TONES[status])}>
      {REGISTRATION_STATUS_LABELS[status]}
    </span>
  );
}
