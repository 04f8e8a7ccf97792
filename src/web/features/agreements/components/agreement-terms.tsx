import type { Agreement } from '#shared/schemas/agreements.ts';
import { BuyerMandateTerms } from './buyer-mandate-terms';
import { CoBrokingTerms } from './co-broking-terms';
import { SellerMandateTerms } from './seller-mandate-terms';

/** The terms as a summary, in the words of the agreement's kind. */
export function AgreementTerms({ agreement }: { agreement: Agreement }) {
  switch (agreement.kind) {
    case 'seller_to_broker':
      return <SellerMandateTerms agreement={agreement} />;
    case 'buyer_to_broker':
      return <BuyerMandateTerms agreement={agreement} />;
    case 'broker_to_broker':
      return <CoBrokingTerms agreement={agreement} />;
  }
}
