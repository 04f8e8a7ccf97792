import { AGREEMENT_KIND_LABELS } from '#shared/schemas/agreements.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { BuyerAgreementForm, useSubmitAgreement } from '#web/features/agreements/index.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';

/** /agreements/buyer-to-broker (issue 20): the buyer's or tenant's mandate builder. */
export function BuyerAgreementFormPage() {
  const { submit, saving } = useSubmitAgreement('buyer_to_broker');
  const me = useOwnProfile();
  return (
    <FormPageLayout
      title={AGREEMENT_KIND_LABELS.buyer_to_broker}
      subtitle="A buyer's or tenant's mandate: the client appoints you to find the property of their requirement, for a fee."
      backTo="/broker-agreements"
    >
      <BuyerAgreementForm saving={saving} onSubmit={submit} profileRera={me.data?.rera_number ?? null} />
    </FormPageLayout>
  );
}

export default BuyerAgreementFormPage;
