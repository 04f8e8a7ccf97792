import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BUYER_EXCLUSIVITIES, type AgreementLanguage, type AgreementOfKind, type BuyerExclusivity } from '#shared/schemas/agreements.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMyRequirements } from '../hooks/use-my-requirements';
import { AgreementFormFooter, LanguageField, ReraField, TermDatesFields } from './agreement-form-fields';
import type { SubmitDraft } from './agreement-form-helpers';
import { addDays, localIsoDate } from './agreement-format';
import {
  BUYER_FIELD_ORDER,
  buyerFormResolver,
  type BuyerFormApi,
  type BuyerFormInput,
  type BuyerFormValues,
} from './buyer-agreement-form-types';
import { BuyerFeeFields } from './buyer-fee-fields';
import { ExclusivityField } from './exclusivity-field';
import { RequirementField } from './requirement-field';
import { DEFAULT_MANDATE_DAYS } from './seller-agreement-form';
import { useAgreementSubmit } from './use-agreement-submit';
import { useReraFromProfile } from './use-rera-from-profile';

/** What exclusivity means for the one who looks for a property. */
const BUYER_EXCLUSIVITY_LINES: Record<BuyerExclusivity, string> = {
  exclusive: 'Only you look for the property for the client during the term. They tell other brokers to go through you.',
  non_exclusive: 'The client may also use other brokers. You are paid when they buy or rent through you.',
};

type Props = {
  /** The draft being edited; none for a new mandate. */
  agreement?: AgreementOfKind<'buyer_to_broker'>;
  saving: boolean;
  onSubmit: SubmitDraft<BuyerFormValues>;
  /** Today, for the default dates (tests pass a fixed day). */
  today?: Date;
  /** The broker's RERA number from their profile: a new mandate starts with it. */
  profileRera?: string | null;
};

function defaultsOf(agreement: Props['agreement'], today: Date): Partial<BuyerFormInput> {
  if (agreement) return { ...agreement.terms };
  return {
    client_name: '',
    client_email: '',
    client_phone: '',
    requirement_id: '',
    fee_basis: 'percent',
    start_date: localIsoDate(today),
    end_date: localIsoDate(addDays(today, DEFAULT_MANDATE_DAYS)),
    exclusivity: 'exclusive',
    rera_number: '',
  };
}

/** The buyer-to-broker (or tenant-to-broker) mandate's builder (issue 20), validated by the shared schema. */
export function BuyerAgreementForm({ agreement, saving, onSubmit, today = new Date(), profileRera = null }: Props) {
  const form: BuyerFormApi = useForm<BuyerFormInput, unknown, BuyerFormValues>({
    resolver: buyerFormResolver,
    defaultValues: defaultsOf(agreement, today),
  });
  const [language, setLanguage] = useState<AgreementLanguage>(agreement?.language ?? 'en');
  const { register, formState, setValue, control } = form;
  const { errors } = formState;
  useReraFromProfile(form, profileRera, !agreement);
  const requirementId = useWatch({ control, name: 'requirement_id' });
  const requirements = useMyRequirements(requirementId || undefined);

  const { submit, messages } = useAgreementSubmit(form, BUYER_FIELD_ORDER, language, onSubmit);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={agreement ? 'Edit buyer agreement' : 'New buyer agreement'}
    >
      <FormSection title="The client">
        <FormField label="Client's full name" required error={errors.client_name?.message}>
          <Input autoComplete="off" {...register('client_name')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Client's e-mail" error={errors.client_email?.message} hint="The signing link is e-mailed here.">
            <Input type="email" inputMode="email" autoComplete="off" {...register('client_email')} />
          </FormField>
          <FormField
            label="Client's phone"
            error={errors.client_phone?.message}
            hint="10 digits. For the WhatsApp message and the signing code."
          >
            <Input type="tel" inputMode="tel" autoComplete="off" placeholder="98450 12345" {...register('client_phone')} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="What they look for and your fee">
        <Controller
          control={control}
          name="requirement_id"
          render={({ field: { ref, ...field } }) => (
            <RequirementField
              requirements={requirements}
              field={field}
              fieldRef={ref}
              error={errors.requirement_id?.message}
              emptyText="A buyer's mandate is for one of your requirements"
              onChange={(id, requirement) => {
                field.onChange(id);
                // A purchase is paid as a share of the price, a tenancy in months of rent.
                if (requirement) {
                  const basis = requirement.property_type === 'Rent' ? 'months_rent' : 'percent';
                  setValue('fee_basis', basis, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                }
              }}
            />
          )}
        />
        <BuyerFeeFields form={form} requirement={requirements.chosen} />
      </FormSection>
      <FormSection title="The mandate">
        <TermDatesFields
          start={{ field: register('start_date'), error: errors.start_date?.message }}
          end={{ field: register('end_date'), error: errors.end_date?.message }}
        />
        <ExclusivityField
          registration={register('exclusivity')}
          error={errors.exclusivity?.message}
          options={BUYER_EXCLUSIVITIES}
          lines={BUYER_EXCLUSIVITY_LINES}
        />
        <ReraField field={register('rera_number')} error={errors.rera_number?.message} />
        <LanguageField value={language} onChange={setLanguage} />
      </FormSection>
      <AgreementFormFooter messages={messages} busy={saving || formState.isSubmitting} />
    </form>
  );
}
