import { ArrowLeft, FileLock2 } from 'lucide-react';
import { useParams } from 'react-router';
import { AGREEMENT_MESSAGES, type Agreement } from '#shared/schemas/agreements.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { SellerAgreementForm, useAgreement, useSubmitAgreement } from '#web/features/agreements/index.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';

/** /agreements/seller-to-broker and /edit-agreement/:id (issue 20): the listing mandate's builder. */
export function SellerAgreementFormPage() {
  const { id } = useParams();
  return id ? <EditAgreement key={id} id={id} /> : <CreateAgreement />;
}

function CreateAgreement() {
  const { submit, saving } = useSubmitAgreement();
  const me = useOwnProfile();
  return (
    <FormPageLayout
      title="Seller to Broker Agreement"
      subtitle="A listing mandate: the owner appoints you to sell or rent out their property, for a fee."
      backTo="/broker-agreements"
    >
      <SellerAgreementForm saving={saving} onSubmit={submit} profileRera={me.data?.rera_number ?? null} />
    </FormPageLayout>
  );
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
  const { submit, saving } = useSubmitAgreement(agreement);
  return (
    <FormPageLayout title="Edit Seller Agreement" subtitle={agreement.title} backTo={`/agreement/${agreement.id}`}>
      <SellerAgreementForm agreement={agreement} saving={saving} onSubmit={submit} />
    </FormPageLayout>
  );
}

export default SellerAgreementFormPage;
