import { ArrowLeft, FileLock2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AGREEMENT_MESSAGES, type Agreement } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { SellerAgreementForm, useAgreement, useSubmitAgreement } from '#web/features/agreements/index.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';

/** /agreements/seller-to-broker and /edit-agreement/:id (issue 20): the listing mandate's builder. */
export function SellerAgreementFormPage() {
  const { id } = useParams();
  return id ? <EditAgreement key={id} id={id} /> : <CreateAgreement />;
}

function CreateAgreement() {
  const { submit, saving } = useSubmitAgreement();
  const me = useOwnProfile();
  return (
    <FormLayout
      title="Seller to Broker Agreement"
      subtitle="A listing mandate: the owner appoints you to sell or rent out their property, for a fee."
      backTo="/broker-agreements"
    >
      <SellerAgreementForm saving={saving} onSubmit={submit} profileRera={me.data?.rera_number ?? null} />
    </FormLayout>
  );
}

function EditAgreement({ id }: { id: string }) {
  const query = useAgreement(id);
  if (query.isPending) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Loading the agreement..." />
        <p className="mt-4 text-slate-700">Loading the agreement...</p>
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <StatusScreen
          icon={SearchX}
          title={AGREEMENT_MESSAGES.notFound}
          text="The agreement you're looking for doesn't exist or has been deleted."
        >
          <LinkButton to="/broker-agreements" icon={ArrowLeft}>
            Broker Agreements
          </LinkButton>
        </StatusScreen>
      );
    }
    return (
      <LoadErrorScreen title="Could not load the agreement" headingLevel="h1" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.status !== 'draft') {
    return (
      <StatusScreen icon={FileLock2} title="This agreement can't be changed" text={AGREEMENT_MESSAGES.notDraft}>
        <LinkButton to={`/agreement/${id}`} icon={ArrowLeft}>
          Back to the agreement
        </LinkButton>
      </StatusScreen>
    );
  }
  return <EditForm agreement={query.data} />;
}

function EditForm({ agreement }: { agreement: Agreement }) {
  const { submit, saving } = useSubmitAgreement(agreement);
  return (
    <FormLayout title="Edit Seller Agreement" subtitle={agreement.title} backTo={`/agreement/${agreement.id}`}>
      <SellerAgreementForm agreement={agreement} saving={saving} onSubmit={submit} />
    </FormLayout>
  );
}

function FormLayout({
  title,
  subtitle,
  backTo,
  children,
}: {
  title: string;
  subtitle: string;
  backTo: string;
  children: ReactNode;
}) {
  const goBack = useGoBack(backTo);
  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </Button>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      <p className="mt-1 break-words text-slate-700">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export default SellerAgreementFormPage;
