import { AGREEMENT_KIND_LABELS } from '#shared/schemas/agreements.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { SellerAgreementForm, useSubmitAgreement } from '#web/features/agreements/index.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';

/** /agreements/seller-to-broker (issue 20): the listing mandate's builder (a draft is changed at /edit-agreement/:id). */
export function SellerAgreementFormPage() {
  const { submit, saving } = useSubmitAgreement('seller_to_broker');
  const me = useOwnProfile();
  return (
    <FormPageLayout
      title={AGREEMENT_KIND_LABELS.seller_to_broker}
      subtitle="A listing mandate: the owner appoints you to sell or rent out their property, for a fee."
      backTo="/broker-agreements"
    >
      <SellerAgreementForm saving={saving} onSubmit={submit} profileRera={me.data?.rera_number ?? null} />
    </FormPageLayout>
  );
}

export default SellerAgreementFormPage;
