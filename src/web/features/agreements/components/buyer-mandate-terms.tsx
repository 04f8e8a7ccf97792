import { useQuery } from '@tanstack/react-query';
import { EXCLUSIVITY_LABELS, GST_PERCENT, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { requirementQuery } from '#web/features/requirements/index.ts';
import { describeCommissionRate, describeFeeExample } from './agreement-format';
import { MandatePeriod, ReraFact } from './seller-mandate-terms';
import { Fact, RecordLink, TermsCard } from './terms-card';

/**
 * The buyer's (or tenant's) representation: the client, their requirement, the fee with
 * its GST, the period, exclusivity. The fee is worked out on the requirement's budget
 * when that makes sense (a % of a price, months of a rent), so the broker sees rupees.
 */
/** What a buyer's % fee is of, as the document says it. */
const PERCENT_OF = { Sale: 'the purchase price', Rent: 'the rent for the whole lease' } as const;

export function BuyerMandateTerms({ agreement }: { agreement: AgreementOfKind<'buyer_to_broker'> }) {
  const { terms, requirement } = agreement;
  // The budget lives on the requirement, not in the terms; a removed one just gives no example.
  const budget = useQuery({ ...requirementQuery(requirement?.id ?? ''), enabled: requirement !== null });
  const example = budget.data ? describeFeeExample(terms.fee_basis, terms.fee_value, budget.data) : null;
  const contact = [terms.client_email, terms.client_phone].filter(Boolean).join(' · ');
  return (
    <TermsCard>
      <Fact label="Client" detail={contact || undefined}>
        {terms.client_name}
      </Fact>
      <Fact label="Requirement">
        <RecordLink
          to={requirement ? `/requirement/${requirement.id}` : null}
          title={requirement?.title}
          gone="The requirement was removed"
        />
      </Fact>
      <Fact label="Fee" detail={example ?? `plus GST at ${GST_PERCENT} %`} wide>
        {describeCommissionRate(terms.fee_basis, terms.fee_value, PERCENT_OF[budget.data?.property_type ?? 'Sale'])}
      </Fact>
      <MandatePeriod start={terms.start_date} end={terms.end_date} />
      <Fact label="Exclusivity">{EXCLUSIVITY_LABELS[terms.exclusivity]}</Fact>
      <ReraFact number={terms.rera_number} />
    </TermsCard>
  );
}
