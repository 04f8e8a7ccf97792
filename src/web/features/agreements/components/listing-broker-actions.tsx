import { PenLine, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { OPEN_AGREEMENT_STATUSES, type Agreement } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSignAgreementAsMember } from '../api/member-signing';
import { BrokerSignatureDialog } from './broker-signature-dialog';
import { DeclineAgreementDialog } from './decline-agreement-dialog';
import { ExecutedActions } from './executed-actions';

/**
 * Co-broking's listing broker: while the terms wait for their signature, Sign (password
 * or authenticator code again) or Decline; once executed, the PDF. Nothing else: the
 * drafter alone edits, cancels or renews.
 */
export function ListingBrokerActions({ agreement }: { agreement: Agreement }) {
  const mine = agreement.signers.find((s) => s.role === 'listing_broker');
  if (agreement.status === 'executed') return <ExecutedActions agreement={agreement} />;
  const myTurn = OPEN_AGREEMENT_STATUSES.includes(agreement.status) && mine && !mine.signed_at && !mine.declined_at;
  return myTurn ? <SignOrDecline agreement={agreement} /> : null;
}

function SignOrDecline({ agreement }: { agreement: Agreement }) {
  const [signing, setSigning] = useState(false);
  const [declining, setDeclining] = useState(false);
  const sign = useSignAgreementAsMember(agreement.id);
  const drafter = agreement.signers.find((s) => s.role === 'broker')?.name ?? "The client's broker";
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setSigning(true)}>
        <PenLine className="h-4 w-4" aria-hidden="true" />
        Sign
      </Button>
      <Button variant="dangerGhost" onClick={() => setDeclining(true)}>
        <XCircle className="h-4 w-4" aria-hidden="true" />
        Decline
      </Button>
      <BrokerSignatureDialog
        open={signing}
        onOpenChange={setSigning}
        title="Sign the co-broking terms"
        description={`${drafter} has signed them. Once you sign, the agreement is executed and the client's details reach you.`}
        submitLabel="Sign"
        signWith={agreement.sign_with}
        mutation={sign}
        onSigned={(signed) => toast.success(signed.status === 'executed' ? 'Signed. The agreement is executed.' : 'Signed')}
      />
      <DeclineAgreementDialog agreementId={agreement.id} drafter={drafter} open={declining} onOpenChange={setDeclining} />
    </div>
  );
}
