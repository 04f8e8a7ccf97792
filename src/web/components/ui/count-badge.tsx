import { formatBadgeCount } from '#shared/format/badge-count.ts';

type Props = { count: number; testId: string };

/**
 * The red count on a header icon (99+ above 99), nothing at zero. Hidden from screen
 * readers: the icon's own label says the count.
 */
export function CountBadge({ count, testId }: Props) {
  const badge = formatBadgeCount(count);
  if (!badge) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
    >
      {badge}
    </span>
  );
}
