import { GST_PERCENT, INVOICING_LABELS, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { ReraFact } from './seller-mandate-terms';
import { Fact, RecordLink, TermsCard } from './terms-card';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * Co-broking between two members: the client's requirement, the listing, how the
 * commission is split (each side named), who invoices whom, how long the client stays
 * the client broker's, and when the share is paid. The client themself is not a term:
 * see CoBrokingClientNote.
 */
export function CoBrokingTerms({ agreement }: { agreement: AgreementOfKind<'broker_to_broker'> }) {
  const { terms, requirement, property, signers } = agreement;
  // A draft has no signers yet: the reader is named 'You', the other side by their part.
  const owner = agreement.viewer_role === 'owner';
  const clientBroker = owner ? "You, the client's broker" : `${signers.find((s) => s.role === 'broker')?.name ?? 'The other broker'}, the client's broker`;
  const listingName = signers.find((s) => s.role === 'listing_broker')?.name;
  const listingBroker = !owner ? 'You, the listing broker' : listingName ? `${listingName}, the listing broker` : 'The listing broker';
  const listingShare = 100 - terms.client_broker_share;
  // With each broker invoicing their own side, nobody pays the other: no payment term.
  const paysOther = terms.invoicing !== 'each_own_client';
  return (
    <TermsCard>
      <Fact label="Requirement">
        {/* The client broker's requirement may be private to them: the listing broker reads its title only. */}
        <RecordLink
          to={!requirement ? null : agreement.viewer_role === 'owner' ? `/requirement/${requirement.id}` : false}
          title={requirement?.title}
          gone="The requirement was removed"
        />
      </Fact>
      <Fact label="Listing">
        <RecordLink to={property ? `/property/${property.id}` : null} title={property?.title} gone="The listing was removed" />
      </Fact>
      <Fact label="Commission split" detail={`Each broker adds GST at ${GST_PERCENT} % on their own share`} wide>
        <ul aria-label="Commission split" className="space-y-0.5">
          <li>
            {clientBroker}: {terms.client_broker_share}&nbsp;%
          </li>
          <li>
            {listingBroker}: {listingShare}&nbsp;%
          </li>
        </ul>
      </Fact>
      <Fact label="Invoicing" wide>
        <span className="font-normal">{INVOICING_LABELS[terms.invoicing]}</span>
      </Fact>
      <Fact label="Client protection" detail="after both brokers sign, the client stays the client broker's for this listing">
        {days(terms.protection_days)}
      </Fact>
      {paysOther ? (
        <Fact label="Share paid" detail={terms.payment_days === 0 ? undefined : 'of receiving the commission'}>
          {terms.payment_days === 0 ? 'The day the commission is received' : `Within ${days(terms.payment_days)}`}
        </Fact>
      ) : null}
      <ReraFact number={terms.rera_number} />
    </TermsCard>
  );
}
