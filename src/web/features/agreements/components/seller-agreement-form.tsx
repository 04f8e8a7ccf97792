import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AgreementLanguage, AgreementOfKind } from '#shared/schemas/agreements.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { AgreementFormFooter, LanguageField, ReraField, TermDatesFields } from './agreement-form-fields';
import type { SubmitDraft } from './agreement-form-helpers';
import { addDays, localIsoDate } from './agreement-format';
import { CommissionFields } from './commission-fields';
import { ExclusivityField } from './exclusivity-field';
import { ListingField } from './listing-field';
import {
  AGREEMENT_FIELD_ORDER,
  agreementFormResolver,
  type AgreementFormApi,
  type AgreementFormInput,
  type AgreementFormValues,
} from './seller-agreement-form-types';
import { useAgreementSubmit } from './use-agreement-submit';
import { useReraFromProfile } from './use-rera-from-profile';

/** A new mandate runs this long unless the broker changes the end date. */
export const DEFAULT_MANDATE_DAYS = 90;

type Props = {
  /** The draft being edited; none for a new mandate. */
  agreement?: AgreementOfKind<'seller_to_broker'>;
  saving: boolean;
  onSubmit: SubmitDraft<AgreementFormValues>;
  /** Today, for the default dates (tests pass a fixed day). */
  today?: Date;
  /** The broker's RERA number from their profile: a new mandate starts with it. */
  profileRera?: string | null;
};

function defaultsOf(agreement: Props['agreement'], today: Date): Partial<AgreementFormInput> {
  if (agreement) return { ...agreement.terms };
  return {
    owner_name: '',
    owner_email: '',
    owner_phone: '',
    property_id: '',
    commission_basis: 'percent',
    start_date: localIsoDate(today),
    end_date: localIsoDate(addDays(today, DEFAULT_MANDATE_DAYS)),
    exclusivity: 'exclusive',
    rera_number: '',
  };
}

/** The seller-to-broker listing mandate's builder (issue 20), validated by the shared schema. */
export function SellerAgreementForm({ agreement, saving, onSubmit, today = new Date(), profileRera = null }: Props) {
  const form: AgreementFormApi = useForm<AgreementFormInput, unknown, AgreementFormValues>({
    resolver: agreementFormResolver,
    defaultValues: defaultsOf(agreement, today),
  });
  const [language, setLanguage] = useState<AgreementLanguage>(agreement?.language ?? 'en');
  const { register, formState, setValue } = form;
  const { errors } = formState;
  useReraFromProfile(form, profileRera, !agreement);

  const { submit, messages } = useAgreementSubmit(form, AGREEMENT_FIELD_ORDER, language, onSubmit);

  // A chosen listing brings its price, and a rental is paid in months of rent.
  const onChooseListing = (listing: Property) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (listing.price !== null && listing.price > 0) setValue('asking_price', Math.round(listing.price), options);
    setValue('commission_basis', listing.property_type === 'Rent' ? 'months_rent' : 'percent', options);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={agreement ? 'Edit seller agreement' : 'New seller agreement'}
    >
      <FormSection title="The owner">
        <FormField label="Owner's full name" required error={errors.owner_name?.message}>
          <Input autoComplete="off" {...register('owner_name')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Owner's e-mail"
            error={errors.owner_email?.message}
            hint="The signing link is e-mailed here."
          >
            <Input type="email" inputMode="email" autoComplete="off" {...register('owner_email')} />
          </FormField>
          <FormField
            label="Owner's phone"
            error={errors.owner_phone?.message}
            hint="10 digits. For the WhatsApp message and the signing code."
          >
            <Input type="tel" inputMode="tel" autoComplete="off" placeholder="98450 12345" {...register('owner_phone')} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="The property and your fee">
        <ListingField form={form} current={agreement?.property} onChoose={onChooseListing} />
        <CommissionFields form={form} />
      </FormSection>
      <FormSection title="The mandate">
        <TermDatesFields
          start={{ field: register('start_date'), error: errors.start_date?.message }}
          end={{ field: register('end_date'), error: errors.end_date?.message }}
        />
        <ExclusivityField registration={register('exclusivity')} error={errors.exclusivity?.message} />
        <ReraField field={register('rera_number')} error={errors.rera_number?.message} />
        <LanguageField value={language} onChange={setLanguage} />
      </FormSection>
      <AgreementFormFooter messages={messages} busy={saving || formState.isSubmitting} />
    </form>
  );
}
