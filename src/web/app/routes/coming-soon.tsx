import { Construction } from 'lucide-react';
import { Link } from 'react-router';

/** The spec's Coming Soon placeholder; `title` names the page it stands in for. */
export function ComingSoon({ title }: { title?: string }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      {title ? <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1> : null}
      <Construction className="mx-auto h-12 w-12 text-brand-600" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Coming Soon</h2>
      <p className="mt-2 text-slate-700">This feature is currently under development and will be available soon.</p>
      <Link to="/" className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
        Return Home
      </Link>
    </section>
  );
}
