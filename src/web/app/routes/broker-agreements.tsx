import { FilePlus2 } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { AgreementList, NEW_AGREEMENT_PATH } from '#web/features/agreements/index.ts';

/** /broker-agreements (issue 20): every agreement of the broker, with filters. */
export function BrokerAgreementsPage() {
  return (
    <ListPage
      title="Broker Agreements"
      description="Your mandates and their signatures, newest first."
      listLabel="My agreements"
      actions={
        <LinkButton to={NEW_AGREEMENT_PATH} icon={FilePlus2}>
          New seller agreement
        </LinkButton>
      }
    >
      <AgreementList />
    </ListPage>
  );
}

export default BrokerAgreementsPage;
