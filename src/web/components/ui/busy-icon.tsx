import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon, turned into a spinner while the button's action runs (a still one with reduced motion). */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
  ) : (
    <Icon className="h-4 w-4" aria-hidden="true" />
  );
}
