import { cn } from '#web/lib/cn.ts';

type Props = { areas: readonly string[]; className?: string; 'aria-label'?: string };

/** A broker's areas as chips: on the profile, and as typed in the profile form. */
export function AreaChips({ areas, className, 'aria-label': label }: Props) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {areas.map((area) => (
        <li key={area} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {area}
        </li>
      ))}
    </ul>
  );
}
