import { useEffect } from 'react';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AGREEMENT_MESSAGES, type Agreement } from '#shared/schemas/agreements.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { collectErrorMessages, FormErrorList } from '#web/components/ui/form-error-list.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { addDays, localIsoDate } from './agreement-format';
import { CommissionFields } from './commission-fields';
import { ExclusivityField } from './exclusivity-field';
import { ListingField } from './listing-field';
import {
  AGREEMENT_FIELD_ORDER,
  agreementFormResolver,
  formFieldOf,
  type AgreementFormApi,
  type AgreementFormInput,
  type AgreementFormValues,
  type FieldProblem,
} from './seller-agreement-form-types';

/** A new mandate runs this long unless the broker changes the end date. */
const DEFAULT_DAYS = 90;

type Props = {
  /** The draft being edited; none for a new mandate. */
  agreement?: Agreement;
  saving: boolean;
  onSubmit: (terms: AgreementFormValues) => Promise<FieldProblem | undefined>;
  /** Today, for the default dates (tests pass a fixed day). */
  today?: Date;
  /** The broker's RERA number from their profile: a new mandate starts with it. */
  profileRera?: string | null;
};

function defaultsOf(agreement: Agreement | undefined, today: Date): Partial<AgreementFormInput> {
  if (agreement) return { ...agreement.terms };
  return {
    owner_name: '',
    owner_email: '',
    owner_phone: '',
    property_id: '',
    commission_basis: 'percent',
    start_date: localIsoDate(today),
    end_date: localIsoDate(addDays(today, DEFAULT_DAYS)),
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
  const { register, handleSubmit, formState, setError, setValue, getValues } = form;
  const { errors } = formState;
  // The profile may answer after the form is up; an emptied or typed field is left alone.
  useEffect(() => {
    if (!agreement && profileRera && !getValues('rera_number') && !formState.dirtyFields.rera_number) {
      setValue('rera_number', profileRera);
    }
  }, [agreement, profileRera, getValues, setValue, formState.dirtyFields.rera_number]);

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values);
    const field = problem ? formFieldOf(problem.field) : null;
    if (problem && field) setError(field, { message: problem.message }, { shouldFocus: true });
  });

  // A chosen listing brings its price, and a rental is paid in months of rent.
  const onChooseListing = (listing: Property) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (listing.price !== null && listing.price > 0) setValue('asking_price', Math.round(listing.price), options);
    setValue('commission_basis', listing.property_type === 'Rent' ? 'months_rent' : 'percent', options);
  };

  const messages = formState.submitCount > 0 ? collectErrorMessages(errors, AGREEMENT_FIELD_ORDER) : [];
  const busy = saving || formState.isSubmitting;

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
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Start date" required error={errors.start_date?.message}>
            <Input type="date" {...register('start_date')} />
          </FormField>
          <FormField label="End date" required error={errors.end_date?.message} hint="90 days is usual.">
            <Input type="date" {...register('end_date')} />
          </FormField>
        </div>
        <ExclusivityField form={form} />
        <FormField
          label="Your RERA registration number"
          error={errors.rera_number?.message}
          hint="Printed on the agreement, where your state asks for it."
        >
          <Input autoComplete="off" {...register('rera_number')} />
        </FormField>
      </FormSection>
      <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {AGREEMENT_MESSAGES.notLegalAdvice}
      </p>
      <FormErrorList messages={messages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
