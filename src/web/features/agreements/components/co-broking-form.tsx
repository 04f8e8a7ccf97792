import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CO_BROKING_DEFAULTS,
  INVOICING_LABELS,
  INVOICINGS,
  type AgreementLanguage,
  type AgreementOfKind,
} from '#shared/schemas/agreements.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { useMyRequirements } from '../hooks/use-my-requirements';
import { AgreementFormFooter, LanguageField, ReraField } from './agreement-form-fields';
import type { SubmitDraft } from './agreement-form-helpers';
import {
  CO_BROKING_FIELD_ORDER,
  coBrokingFormResolver,
  type CoBrokingFormApi,
  type CoBrokingFormInput,
  type CoBrokingFormValues,
} from './co-broking-form-types';
import { CoBrokingListingField } from './co-broking-listing-field';
import { RadioCardsField } from './radio-cards-field';
import { RequirementField } from './requirement-field';
import { ShareField } from './share-field';
import { useAgreementSubmit } from './use-agreement-submit';
import { useReraFromProfile } from './use-rera-from-profile';

/** What the client's broker says about the client before both have signed. */
export const CLIENT_HIDDEN_LINE =
  "Your client's details (the private note on your requirement) stay hidden from the listing broker until both of you have signed.";

type Props = {
  /** The draft being edited; none for new terms. */
  agreement?: AgreementOfKind<'broker_to_broker'>;
  /** New terms opened from a match: its requirement and listing. */
  prefill?: { requirementId?: string | undefined; propertyId?: string | undefined };
  saving: boolean;
  onSubmit: SubmitDraft<CoBrokingFormValues>;
  /** The broker's RERA number from their profile: new terms start with it. */
  profileRera?: string | null;
};

function defaultsOf(agreement: Props['agreement'], prefill: Props['prefill']): Partial<CoBrokingFormInput> {
  if (agreement) return { ...agreement.terms };
  return {
    requirement_id: prefill?.requirementId ?? '',
    property_id: prefill?.propertyId ?? '',
    ...CO_BROKING_DEFAULTS,
    invoicing: 'listing_broker_collects',
    rera_number: '',
  };
}

/** The broker-to-broker co-broking terms' builder (issue 20), validated by the shared schema. */
export function CoBrokingForm({ agreement, prefill, saving, onSubmit, profileRera = null }: Props) {
  const form: CoBrokingFormApi = useForm<CoBrokingFormInput, unknown, CoBrokingFormValues>({
    resolver: coBrokingFormResolver,
    defaultValues: defaultsOf(agreement, prefill),
  });
  const [language, setLanguage] = useState<AgreementLanguage>(agreement?.language ?? 'en');
  const { register, formState, setValue, control } = form;
  const { errors } = formState;
  useReraFromProfile(form, profileRera, !agreement);
  const requirementId = useWatch({ control, name: 'requirement_id' });
  const requirements = useMyRequirements(requirementId || undefined);
  // A listing that came with the page stays shown until the broker asks for another.
  const [listingPrefilled] = useState(Boolean(agreement ?? prefill?.propertyId));

  const { submit, messages } = useAgreementSubmit(form, CO_BROKING_FIELD_ORDER, language, onSubmit);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={agreement ? 'Edit co-broking agreement' : 'New co-broking agreement'}
    >
      <FormSection title="Your client and the listing">
        <Controller
          control={control}
          name="requirement_id"
          render={({ field: { ref, ...field } }) => (
            <RequirementField
              requirements={requirements}
              field={field}
              fieldRef={ref}
              error={errors.requirement_id?.message}
              hint="Your client's requirement. Its title is shown to the listing broker, not its private note."
              emptyText="Co-broking brings the client of one of your requirements"
              onChange={(id) => {
                field.onChange(id);
                // A listing picked from the old requirement's matches is no longer offered.
                if (!listingPrefilled) setValue('property_id', '', { shouldValidate: formState.isSubmitted });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="property_id"
          render={({ field: { ref, ...field } }) => (
            <CoBrokingListingField
              requirementId={requirementId || undefined}
              field={field}
              fieldRef={ref}
              error={errors.property_id?.message}
              prefilled={listingPrefilled}
            />
          )}
        />
        <p className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {CLIENT_HIDDEN_LINE}
        </p>
      </FormSection>
      <FormSection title="The split">
        <ShareField form={form} />
        <RadioCardsField
          legend="Who invoices whom"
          registration={register('invoicing')}
          error={errors.invoicing?.message}
          options={INVOICINGS.map((value) => ({ value, label: INVOICING_LABELS[value] }))}
        />
      </FormSection>
      <FormSection title="Protection and payment">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Protection period (days)"
            required
            error={errors.protection_days?.message}
            hint="From the day both of you sign, the client stays yours for this listing."
          >
            <Input type="number" inputMode="numeric" min={1} max={365} step={1} {...register('protection_days', { setValueAs: toOptionalNumber })} />
          </FormField>
          <FormField
            label="Payment within (days)"
            required
            error={errors.payment_days?.message}
            hint="Of receiving the commission, for the other broker's share."
          >
            <Input type="number" inputMode="numeric" min={0} max={90} step={1} {...register('payment_days', { setValueAs: toOptionalNumber })} />
          </FormField>
        </div>
        <ReraField field={register('rera_number')} error={errors.rera_number?.message} />
        <LanguageField value={language} onChange={setLanguage} />
      </FormSection>
      <AgreementFormFooter messages={messages} busy={saving || formState.isSubmitting} />
    </form>
  );
}
