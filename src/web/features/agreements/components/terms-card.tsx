import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';

export { Fact } from '#web/components/ui/fact.tsx';

/** The frame every kind's terms share: a card titled 'Terms' holding a grid of facts. */
export function TermsCard({ children }: { children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Terms</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

/** A link to the listing or requirement the terms name, or words saying it is gone. */
/** A record's title, linked when the reader may open it (`to`), as text when not (`to` false). */
export function RecordLink({ to, title, gone }: { to: string | null | false; title: string | undefined; gone: string }) {
  if (!title || to === null) return <>{gone}</>;
  if (to === false) return <>{title}</>;
  return (
    <Link to={to} className="text-brand-700 underline-offset-2 hover:underline">
      {title}
    </Link>
  );
}
