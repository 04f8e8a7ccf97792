import { useSearchParams } from 'react-router';
import { AGREEMENT_KIND_LABELS } from '#shared/schemas/agreements.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { CoBrokingForm, useSubmitAgreement } from '#web/features/agreements/index.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';

/**
 * /agreements/broker-to-broker (issue 20): the co-broking terms' builder. A match's
 * 'Propose co-broking' opens it with ?requirement=<id>&property=<id>.
 */
export function CoBrokingAgreementFormPage() {
  const [params] = useSearchParams();
  const { submit, saving } = useSubmitAgreement('broker_to_broker');
  const me = useOwnProfile();
  const prefill = { requirementId: params.get('requirement') ?? undefined, propertyId: params.get('property') ?? undefined };
  return (
    <FormPageLayout
      title={AGREEMENT_KIND_LABELS.broker_to_broker}
      subtitle="Co-broking terms: you bring your client to another member's listing and you share the commission."
      backTo="/broker-agreements"
    >
      <CoBrokingForm
        // A new link (another match) starts new terms.
        key={`${prefill.requirementId ?? ''}/${prefill.propertyId ?? ''}`}
        prefill={prefill}
        saving={saving}
        onSubmit={submit}
        profileRera={me.data?.rera_number ?? null}
      />
    </FormPageLayout>
  );
}

export default CoBrokingAgreementFormPage;
