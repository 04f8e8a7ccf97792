import * as Dialog from '@radix-ui/react-dialog';
import { Link2, Pencil, PenLine, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AGREEMENT_MESSAGES, type Agreement, type AgreementLink } from '#shared/schemas/agreements.ts';
import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCancelAgreement, useDeleteAgreement, useRenewAgreementLink } from '../api/change-agreement';
import { ExecutedActions } from './executed-actions';
import { ListingBrokerActions } from './listing-broker-actions';
import { SendAgreementDialog } from './send-agreement-dialog';
import { ShareLinkDialog } from './share-link-dialog';
import { TellListingBrokerDialog } from './tell-listing-broker-dialog';

/**
 * What the caller can do now. The drafter: a draft is edited, deleted, or signed and
 * sent; a sent one gets a new link (mandates only: co-broking has none) or is cancelled;
 * an executed one is downloaded as a PDF. Co-broking's listing broker only signs or
 * declines, then downloads: the drafter's actions are not theirs.
 */
export function AgreementActions({ agreement }: { agreement: Agreement }) {
  if (agreement.viewer_role === 'listing_broker') return <ListingBrokerActions agreement={agreement} />;
  return <DrafterActions agreement={agreement} />;
}

function DrafterActions({ agreement }: { agreement: Agreement }) {
  const [link, setLink] = useState<AgreementLink | null>(null);
  const coBroking = link?.agreement.kind === 'broker_to_broker';
  // After sending, a mandate's client link is shared; co-broking's listing broker is told.
  const share = (
    <>
      <ShareLinkDialog link={coBroking ? null : link} onClose={() => setLink(null)} />
      <TellListingBrokerDialog link={coBroking ? link : null} onClose={() => setLink(null)} />
    </>
  );
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
        agreement={agreement}
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
      {agreement.kind === 'broker_to_broker' ? null : (
        <Button onClick={onRenew} disabled={renew.isPending}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {renew.isPending ? 'Making a new link...' : 'New link'}
        </Button>
      )}
      <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
        <XCircle className="h-4 w-4" aria-hidden="true" />
        Cancel agreement
      </Button>
      <DialogFrame
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this agreement?"
        description={`${cancelEffect(agreement)} The agreement stays in your list with its trail; to change it, draft it again.`}
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

/** What cancelling stops, in the kind's words. */
function cancelEffect(agreement: Agreement): string {
  if (agreement.kind === 'broker_to_broker') return 'The listing broker can no longer sign it.';
  return agreement.kind === 'buyer_to_broker'
    ? "The client's signing link stops working at once."
    : "The owner's signing link stops working at once.";
}
