import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AGREEMENT_KIND_LABELS, type Agreement } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AgreementActions } from './agreement-actions';
import { AgreementDocumentText } from './agreement-document-text';
import { AgreementSigners, AgreementTrail } from './agreement-parties';
import { AgreementStatusBadge } from './agreement-status-badge';
import { AgreementTerms } from './agreement-terms';
import { CoBrokingClientNote } from './co-broking-client-note';

/** One agreement: title, status and next step, what the caller can do, terms (and co-broking's client), its whole text, signers, trail. */
export function AgreementView({ agreement }: { agreement: Agreement }) {
  return (
    <article className="mx-auto max-w-4xl space-y-5" aria-labelledby="agreement-title">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/broker-agreements">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Broker Agreements
        </Link>
      </Button>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <AgreementStatusBadge status={agreement.status} />
          <span className="text-sm text-slate-600">{AGREEMENT_KIND_LABELS[agreement.kind]}</span>
        </div>
        <h1 id="agreement-title" className="break-words text-2xl font-bold text-slate-900 md:text-3xl">
          {agreement.title}
        </h1>
        <p className="text-slate-800" aria-label="Next step">
          {agreement.next_step}
        </p>
      </header>
      <AgreementActions agreement={agreement} />
      {/* min-w-0: a long e-mail or title wraps instead of widening the page past a phone's width. */}
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-5">
          <AgreementTerms agreement={agreement} />
          {agreement.kind === 'broker_to_broker' ? <CoBrokingClientNote agreement={agreement} /> : null}
          <AgreementDocumentText agreement={agreement} />
        </div>
        <div className="min-w-0 space-y-5">
          <AgreementSigners agreement={agreement} />
          <AgreementTrail agreement={agreement} />
        </div>
      </div>
    </article>
  );
}
