import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMMISSION_BASIS_LABELS, daysBetween, EXCLUSIVITY_LABELS, type Agreement } from '#shared/schemas/agreements.ts';
import { Card } from '#web/components/ui/card.tsx';
import { computeCommission, describeCommission, describeCommissionRate, formatDay, rupees } from './agreement-format';

/** The mandate's terms as a summary: who, which listing, the money, the period, the kind. */
export function AgreementTerms({ agreement }: { agreement: Agreement }) {
  if (agreement.kind !== 'seller_to_broker') return null;
  const { terms, property } = agreement;
  const commission = computeCommission(terms.asking_price, terms.commission_basis, terms.commission_value);
  const rent = terms.commission_basis === 'months_rent';
  const contact = [terms.owner_email, terms.owner_phone].filter(Boolean).join(' · ');
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Terms</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Owner">
          {terms.owner_name}
          {contact ? <span className="block text-sm font-normal text-slate-700">{contact}</span> : null}
        </Fact>
        <Fact label="Listing">
          {property ? (
            <Link to={`/property/${property.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {property.title}
            </Link>
          ) : (
            'The listing was removed'
          )}
        </Fact>
        <Fact label={rent ? 'Monthly rent' : 'Asking price'}>{rupees(terms.asking_price)}</Fact>
        <Fact label="Commission">
          {describeCommissionRate(terms.commission_basis, terms.commission_value)}
          {commission ? (
            <span className="block text-sm font-normal text-slate-700">
              {describeCommission(commission, terms.commission_basis)}
            </span>
          ) : (
            <span className="sr-only">{COMMISSION_BASIS_LABELS[terms.commission_basis]}</span>
          )}
        </Fact>
        <Fact label="Period">
          {formatDay(terms.start_date)} to {formatDay(terms.end_date)}
          <span className="block text-sm font-normal text-slate-700">
            {daysBetween(terms.start_date, terms.end_date)} days
          </span>
        </Fact>
        <Fact label="Exclusivity">{EXCLUSIVITY_LABELS[terms.exclusivity]}</Fact>
        {terms.rera_number ? <Fact label="RERA registration">{terms.rera_number}</Fact> : null}
      </dl>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
