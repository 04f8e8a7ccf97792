import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { Button } from './button';

type Props = {
  title: string;
  subtitle?: string;
  /** Where Back goes when the page was opened directly (otherwise: the page before). */
  backTo: string;
  children: ReactNode;
};

/** A form page's frame: Back, the title and a subtitle (listing, requirement and agreement forms). */
export function FormPageLayout({ title, subtitle, backTo, children }: Props) {
  const goBack = useGoBack(backTo);
  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </Button>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 break-words text-lg text-slate-700">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
