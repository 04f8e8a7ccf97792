import type { Agreement } from '#shared/schemas/agreements.ts';
import { Card } from '#web/components/ui/card.tsx';

/**
 * The whole agreement as its parties sign it (the same text the client's link page shows and
 * the PDF prints). Open when it is the reader's turn to sign; a draft shows its preview.
 */
export function AgreementDocumentText({ agreement }: { agreement: Agreement }) {
  const doc = agreement.document;
  if (!doc) return null;
  const myTurn =
    agreement.viewer_role === 'listing_broker' && (agreement.status === 'sent' || agreement.status === 'viewed');
  const summary = agreement.status === 'draft' ? 'Preview the agreement as it will be signed' : 'Read the whole agreement';
  return (
    <Card className="p-4 sm:p-6">
      <details open={myTurn}>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">{summary}</summary>
        <div className="mt-3 space-y-3 break-words text-slate-800" lang={agreement.language === 'hi' ? 'hi-IN' : 'en-IN'}>
          <h2 className="text-base font-bold text-slate-900">{doc.title}</h2>
          <p className="text-sm text-slate-600">{doc.reference}</p>
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" role="note">
            {doc.note}
          </p>
          {doc.sections.map((section) => (
            <section key={section.heading} className="space-y-1.5">
              <h3 className="font-semibold text-slate-900">{section.heading}</h3>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i} className="text-sm leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </details>
    </Card>
  );
}
