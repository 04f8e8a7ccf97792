import { Globe, Lock, Users, UsersRound } from 'lucide-react';
import type { Visibility } from '#shared/schemas/properties.ts';
import { cn } from '#web/lib/cn.ts';

const STYLES: Record<Visibility, { icon: typeof Lock; className: string }> = {
  Private: { icon: Lock, className: 'bg-slate-100 text-slate-800 border-slate-300' },
  'Network Only': { icon: Users, className: 'bg-amber-50 text-amber-900 border-amber-200' },
  All: { icon: UsersRound, className: 'bg-brand-50 text-brand-800 border-brand-100' },
  Public: { icon: Globe, className: 'bg-emerald-50 text-emerald-800 border-emerald-200' },
};

/** Who can see a listing; shown on the owner's own cards. */
export function VisibilityBadge({
  visibility,
  className,
}: {
  visibility: Visibility;
  className?: string;
}) {
  const { icon: Icon, className: tone } = STYLES[visibility];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">Visibility: </span>
      {visibility}
    </span>
  );
}
