import { COMMISSION_BASIS_LABELS, daysBetween, EXCLUSIVITY_LABELS, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { computeCommission, describeCommission, describeCommissionRate, formatDay, rupees } from './agreement-format';
import { Fact, RecordLink, TermsCard } from './terms-card';

/** The seller's listing mandate: the owner, the listing, the money, the period, the kind. */
export function SellerMandateTerms({ agreement }: { agreement: AgreementOfKind<'seller_to_broker'> }) {
  const { terms, property } = agreement;
  const commission = computeCommission(terms.asking_price, terms.commission_basis, terms.commission_value);
  const rent = terms.commission_basis === 'months_rent';
  const contact = [terms.owner_email, terms.owner_phone].filter(Boolean).join(' · ');
  return (
    <TermsCard>
      <Fact label="Owner" detail={contact || undefined}>
        {terms.owner_name}
      </Fact>
      <Fact label="Listing">
        <RecordLink to={property ? `/property/${property.id}` : null} title={property?.title} gone="The listing was removed" />
      </Fact>
      <Fact label={rent ? 'Monthly rent' : 'Asking price'}>{rupees(terms.asking_price)}</Fact>
      <Fact
        label="Commission"
        detail={
          commission ? (
            describeCommission(commission, terms.commission_basis)
          ) : (
            <span className="sr-only">{COMMISSION_BASIS_LABELS[terms.commission_basis]}</span>
          )
        }
      >
        {describeCommissionRate(terms.commission_basis, terms.commission_value)}
      </Fact>
      <MandatePeriod start={terms.start_date} end={terms.end_date} />
      <Fact label="Exclusivity">{EXCLUSIVITY_LABELS[terms.exclusivity]}</Fact>
      <ReraFact number={terms.rera_number} />
    </TermsCard>
  );
}

/** A mandate's term: '26 Nov 2026 to 24 Feb 2027', '90 days'. */
export function MandatePeriod({ start, end }: { start: string; end: string }) {
  return (
    <Fact label="Period" detail={`${daysBetween(start, end)} days`}>
      {formatDay(start)} to {formatDay(end)}
    </Fact>
  );
}

/** The broker's RERA registration, when the draft names one (the PDF falls back to the profile's). */
export function ReraFact({ number }: { number: string }) {
  return number ? <Fact label="RERA registration">{number}</Fact> : null;
}
