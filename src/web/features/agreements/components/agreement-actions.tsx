import * as Dialog from '@radix-ui/react-dialog';
import { Download, Link2, Pencil, PenLine, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AGREEMENT_MESSAGES, type Agreement, type AgreementLink } from '#shared/schemas/agreements.ts';
import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCancelAgreement, useDeleteAgreement, useRenewAgreementLink } from '../api/change-agreement';
import { useDownloadAgreementPdf } from '../api/download-agreement-pdf';
import { SendAgreementDialog } from './send-agreement-dialog';
import { ShareLinkDialog } from './share-link-dialog';

/**
 * What the broker can do now: a draft is edited, deleted, or signed and sent; a sent one
 * gets a new link or is cancelled; an executed one is downloaded as a PDF.
 */
export function AgreementActions({ agreement }: { agreement: Agreement }) {
  const [link, setLink] = useState<AgreementLink | null>(null);
  const share = <ShareLinkDialog link={link} onClose={() => setLink(null)} />;
  if (agreement.status === 'draft') {
    return (
      <>
        <DraftActions agreement={agreement} onSent={setLink} />
        {share}
      </>
    );
  }
  if (agreement.status === 'sent' || agreement.status === 'viewed') {
    return (
      <>
        <OpenActions agreement={agreement} onRenewed={setLink} />
        {share}
      </>
    );
  }
  if (agreement.status === 'executed') return <ExecutedActions agreement={agreement} />;
  return link ? share : null;
}

function DraftActions({ agreement, onSent }: { agreement: Agreement; onSent: (link: AgreementLink) => void }) {
  const [sending, setSending] = useState(false);
  const remove = useDeleteAgreement();
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setSending(true)}>
        <PenLine className="h-4 w-4" aria-hidden="true" />
        Sign and send
      </Button>
      <Button asChild variant="secondary">
        <Link to={`/edit-agreement/${agreement.id}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <DeleteWithConfirmButton
        label="Delete"
        dialogTitle="Delete this draft?"
        description={`"${agreement.title}" will be removed for good.`}
        remove={remove}
        id={agreement.id}
        deletedMessage="Draft deleted"
        goTo="/broker-agreements"
      />
      <SendAgreementDialog
        agreementId={agreement.id}
        open={sending}
        onOpenChange={setSending}
        onSent={(link) => {
          toast.success(AGREEMENT_MESSAGES.sent);
          onSent(link);
        }}
      />
    </div>
  );
}

function OpenActions({ agreement, onRenewed }: { agreement: Agreement; onRenewed: (link: AgreementLink) => void }) {
  const renew = useRenewAgreementLink(agreement.id);
  const cancel = useCancelAgreement(agreement.id);
  const [confirming, setConfirming] = useState(false);
  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: onRenewed,
      onError: (error) => toast.error('Could not make a new link', { description: errorMessage(error, 'Please try again.') }),
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(AGREEMENT_MESSAGES.cancelled);
      },
      onError: (error) => toast.error('Cancel failed', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onRenew} disabled={renew.isPending}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        {renew.isPending ? 'Making a new link...' : 'New link'}
      </Button>
      <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
        <XCircle className="h-4 w-4" aria-hidden="true" />
        Cancel agreement
      </Button>
      <DialogFrame
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this agreement?"
        description="The owner's signing link stops working at once. The agreement stays in your list with its trail; to change it, draft it again."
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep it
            </Button>
          </Dialog.Close>
          <Button variant="danger" onClick={onCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel agreement'}
          </Button>
        </div>
      </DialogFrame>
    </div>
  );
}

function ExecutedActions({ agreement }: { agreement: Agreement }) {
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
