import { ArrowLeft, FileLock2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AGREEMENT_MESSAGES, type Agreement, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import {
  BuyerAgreementForm,
  CoBrokingForm,
  SellerAgreementForm,
  useAgreement,
  useSubmitAgreement,
} from '#web/features/agreements/index.ts';

/** /edit-agreement/:id (issue 20): a draft of any kind, in its kind's builder. */
export function EditAgreementPage() {
  const { id = '' } = useParams();
  return <EditAgreement key={id} id={id} />;
}

function EditAgreement({ id }: { id: string }) {
  const query = useAgreement(id);
  return (
    <RecordQueryGate
      query={query}
      loading={
        <div className="py-16 text-center">
          <Spinner label="Loading the agreement..." />
          <p className="mt-4 text-slate-700">Loading the agreement...</p>
        </div>
      }
      notFound={{
        title: AGREEMENT_MESSAGES.notFound,
        text: "The agreement you're looking for doesn't exist or has been deleted.",
        backTo: '/broker-agreements',
        backLabel: 'Broker Agreements',
      }}
      errorTitle="Could not load the agreement"
    >
      {(agreement) =>
        agreement.status === 'draft' ? (
          <EditForm agreement={agreement} />
        ) : (
          <StatusScreen icon={FileLock2} title="This agreement can't be changed" text={AGREEMENT_MESSAGES.notDraft}>
            <LinkButton to={`/agreement/${id}`} icon={ArrowLeft}>
              Back to the agreement
            </LinkButton>
          </StatusScreen>
        )
      }
    </RecordQueryGate>
  );
}

function EditForm({ agreement }: { agreement: Agreement }) {
  switch (agreement.kind) {
    case 'seller_to_broker':
      return <EditSeller agreement={agreement} />;
    case 'buyer_to_broker':
      return <EditBuyer agreement={agreement} />;
    case 'broker_to_broker':
      return <EditCoBroking agreement={agreement} />;
  }
}

function EditLayout({ title, agreement, children }: { title: string; agreement: Agreement; children: ReactNode }) {
  return (
    <FormPageLayout title={title} subtitle={agreement.title} backTo={`/agreement/${agreement.id}`}>
      {children}
    </FormPageLayout>
  );
}

function EditSeller({ agreement }: { agreement: AgreementOfKind<'seller_to_broker'> }) {
  const { submit, saving } = useSubmitAgreement('seller_to_broker', agreement);
  return (
    <EditLayout title="Edit Seller Agreement" agreement={agreement}>
      <SellerAgreementForm agreement={agreement} saving={saving} onSubmit={submit} />
    </EditLayout>
  );
}

function EditBuyer({ agreement }: { agreement: AgreementOfKind<'buyer_to_broker'> }) {
  const { submit, saving } = useSubmitAgreement('buyer_to_broker', agreement);
  return (
    <EditLayout title="Edit Buyer Agreement" agreement={agreement}>
      <BuyerAgreementForm agreement={agreement} saving={saving} onSubmit={submit} />
    </EditLayout>
  );
}

function EditCoBroking({ agreement }: { agreement: AgreementOfKind<'broker_to_broker'> }) {
  const { submit, saving } = useSubmitAgreement('broker_to_broker', agreement);
  return (
    <EditLayout title="Edit Broker to Broker Agreement" agreement={agreement}>
      <CoBrokingForm agreement={agreement} saving={saving} onSubmit={submit} />
    </EditLayout>
  );
}

export default EditAgreementPage;
