import { useParams } from 'react-router';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import { RecordPageSkeleton, RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { AgreementView, useAgreement, useAgreementsRealtime } from '#web/features/agreements/index.ts';

/** /agreement/:id (issue 20): one agreement, its actions by status; live while the client signs. */
export function AgreementDetailPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  useAgreementsRealtime();
  return (
    <RecordQueryGate
      query={query}
      loading={<RecordPageSkeleton label="Loading the agreement" blockClassName="h-40" />}
      notFound={{
        title: AGREEMENT_MESSAGES.notFound,
        text: "The agreement you're looking for doesn't exist, has been deleted, or is not yours.",
        backTo: '/broker-agreements',
        backLabel: 'Broker Agreements',
      }}
      errorTitle="Could not load the agreement"
    >
      {(agreement) => <AgreementView agreement={agreement} />}
    </RecordQueryGate>
  );
}

export default AgreementDetailPage;
