import { MapPin } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** 'Area, City' with a pin; nothing when neither is known. */
export function LocationLine({
  city,
  area,
  className,
}: {
  city: string | null;
  area: string | null;
  className?: string;
}) {
  const text = [area, city].filter(Boolean).join(', ');
  if (!text) return null;
  return (
    <p className={cn('inline-flex items-center gap-1 text-sm text-slate-700', className)}>
      <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="truncate">{text}</span>
    </p>
  );
}
