import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-6 md:py-10">
      <Card className="p-6 md:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-slate-700">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
