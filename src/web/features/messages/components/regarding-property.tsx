import { Building2, ListChecks, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** What a message can be about: a listing or a requirement, each with its words and look. */
const KINDS = {
  property: {
    label: 'Regarding property:',
    path: (id: string) => `/property/${id}`,
    icon: Building2,
    remove: 'Remove property',
    chip: 'border-brand-100 bg-brand-50 text-brand-800',
    button: 'hover:bg-brand-100 focus-visible:outline-brand-600',
  },
  requirement: {
    label: 'Regarding requirement:',
    path: (id: string) => `/requirement/${id}`,
    icon: ListChecks,
    remove: 'Remove requirement',
    chip: 'border-emerald-100 bg-emerald-50 text-emerald-900',
    button: 'hover:bg-emerald-100 focus-visible:outline-emerald-700',
  },
} as const;
type Kind = keyof typeof KINDS;

type RegardingProps = {
  id: string;
  title: string;
  /** 'dark' on a coloured (own) message bubble. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** 'Regarding property:' / 'Regarding requirement:' with a link (shown only while the reader may see it). */
function Regarding({ kind, id, title, tone = 'light', className }: RegardingProps & { kind: Kind }) {
  return (
    <p className={cn('text-sm', tone === 'dark' ? 'text-brand-50' : 'text-slate-700', className)}>
      {KINDS[kind].label}{' '}
      <Link
        to={KINDS[kind].path(id)}
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

export function RegardingProperty({ propertyId, ...rest }: Omit<RegardingProps, 'id'> & { propertyId: string }) {
  return <Regarding kind="property" id={propertyId} {...rest} />;
}

export function RegardingRequirement({ requirementId, ...rest }: Omit<RegardingProps, 'id'> & { requirementId: string }) {
  return <Regarding kind="requirement" id={requirementId} {...rest} />;
}

type ChipProps = { title: string; onRemove: () => void };

/** What a new message will be about, above the reply box; removable. */
function AttachmentChip({ kind, title, onRemove }: ChipProps & { kind: Kind }) {
  const { icon: Icon, label, remove, chip, button } = KINDS[kind];
  return (
    <div className={cn('flex items-center gap-2 rounded-lg border py-1.5 pl-3 pr-1 text-sm', chip)}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate">
        {label} <span className="font-semibold">{title}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={remove}
        className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-md focus-visible:outline-2', button)}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export const PropertyChip = (props: ChipProps) => <AttachmentChip kind="property" {...props} />;

/** A match's or 'I have a listing''s requirement. */
export const RequirementChip = (props: ChipProps) => <AttachmentChip kind="requirement" {...props} />;
