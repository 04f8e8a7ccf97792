import type { Agreement, AgreementLink } from '#shared/schemas/agreements.ts';
import { useSendAgreement } from '../api/change-agreement';
import { BrokerSignatureDialog } from './broker-signature-dialog';

type Props = {
  agreement: Agreement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (link: AgreementLink) => void;
};

/** Who is asked to sign once the drafter has. */
function thenText(agreement: Agreement): string {
  if (agreement.kind === 'broker_to_broker') {
    // A draft has no signers yet; the listing broker is named once it is sent.
    const listingBroker = agreement.signers.find((s) => s.role === 'listing_broker')?.name ?? 'the listing broker';
    return `Then ${listingBroker} is asked to sign in BrokerCircle.`;
  }
  return agreement.kind === 'buyer_to_broker' ? 'Then the client gets their signing link.' : 'Then the owner gets their signing link.';
}

/** 'Sign and send': the drafting broker signs first, then the other party is asked. */
export function SendAgreementDialog({ agreement, open, onOpenChange, onSent }: Props) {
  const send = useSendAgreement(agreement.id);
  return (
    <BrokerSignatureDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign and send"
      description={`You sign the agreement first. ${thenText(agreement)}`}
      submitLabel="Sign and send"
      signWith={agreement.sign_with}
      mutation={send}
      onSigned={onSent}
    />
  );
}
