import { ListPage } from '#web/components/ui/list-page.tsx';
import { AgreementList, NewAgreementLinks } from '#web/features/agreements/index.ts';

/** /broker-agreements (issue 20): every agreement of the broker, with filters. */
export function BrokerAgreementsPage() {
  return (
    <ListPage
      title="Broker Agreements"
      description="Your mandates and co-broking terms, and their signatures, newest first."
      listLabel="My agreements"
      actions={<NewAgreementLinks />}
    >
      <AgreementList />
    </ListPage>
  );
}

export default BrokerAgreementsPage;
