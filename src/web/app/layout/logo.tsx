import { Link } from 'react-router';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';

/** `compact` hides the product name until extra-wide screens (the signed-in header is busy). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { product_name, build_number } = useAppConfig();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className={`sr-only text-lg font-bold text-slate-900 ${compact ? 'xl:not-sr-only' : 'sm:not-sr-only'}`}>{product_name}</span>
      <span className="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600">B {build_number}</span>
    </Link>
  );
}
