import { initialsOf } from '#web/lib/initials-of.ts';
import { cn } from '#web/lib/cn.ts';

const sizes = {
  sm: { box: 'h-10 w-10 text-sm', px: 40 },
  md: { box: 'h-14 w-14 text-lg', px: 56 },
  lg: { box: 'h-24 w-24 text-2xl', px: 96 },
} as const;

type Props = {
  name: string;
  avatarUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/** The broker's photo, or their initials on a brand circle when there is none. */
export function BrokerAvatar({ name, avatarUrl, size = 'sm', className }: Props) {
  const { box, px } = sizes[size];
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        alt={name}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-slate-200 object-cover', box, className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white',
        box,
        className,
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
