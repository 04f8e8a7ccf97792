import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AGREEMENT_MESSAGES, type Agreement } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDownloadAgreementPdf } from '../api/download-agreement-pdf';

/** An executed agreement, for either broker: the PDF, and its SHA-256 to check copies by. */
export function ExecutedActions({ agreement }: { agreement: Agreement }) {
  const download = useDownloadAgreementPdf();
  const onDownload = () =>
    download.mutate(agreement.id, {
      onError: (error) =>
        toast.error('Download failed', { description: errorMessage(error, AGREEMENT_MESSAGES.pdfNotReady) }),
    });
  return (
    <Card className="space-y-3 border-emerald-200 bg-emerald-50/50 p-4 sm:p-6">
      <Button onClick={onDownload} disabled={download.isPending} className="w-full sm:w-auto">
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? 'Downloading...' : 'Download PDF'}
      </Button>
      {agreement.pdf_sha256 ? (
        <div className="text-sm text-slate-800">
          <p className="font-medium">SHA-256 of the signed PDF</p>
          <code className="mt-1 block break-all rounded bg-white p-2 font-mono text-xs text-slate-900">
            {agreement.pdf_sha256}
          </code>
          <p className="mt-2 flex items-start gap-1.5">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              Anyone can check that a copy is unchanged at{' '}
              <Link
                to={`/verify-agreement?id=${encodeURIComponent(agreement.id)}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                Verify an agreement
              </Link>
              .
            </span>
          </p>
        </div>
      ) : null}
    </Card>
  );
}
