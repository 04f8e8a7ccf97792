import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ParsedRequirement } from '#shared/schemas/parsed-requirement.ts';
import type { SqftConversion } from '#shared/schemas/quick-entry.ts';
import {
  REQUIREMENT_MESSAGES,
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_VISIBILITIES,
  type Requirement,
} from '#shared/schemas/requirements.ts';
import { VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { collectErrorMessages, FormErrorList } from '#web/components/ui/form-error-list.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { areasQuery } from '#web/features/cities/index.ts';
import { cn } from '#web/lib/cn.ts';
import { RequirementLocation } from './requirement-location';
import { RequirementQuickEntry } from './requirement-quick-entry';
import { RequirementRanges } from './requirement-ranges';
import { RequirementTitlePreview } from './requirement-title-preview';
import {
  formFieldOf,
  REQUIREMENT_FIELD_ORDER,
  requirementFormResolver,
  type FieldProblem,
  type RequirementFormApi,
  type RequirementFormInput,
  type RequirementFormValues,
} from './requirement-form-types';

type Props = {
  mode: 'create' | 'edit';
  /** The requirement being edited. */
  requirement?: Requirement;
  saving: boolean;
  onSubmit: (values: RequirementFormValues) => Promise<FieldProblem | undefined>;
};

function defaultsOf(requirement: Requirement | undefined): Partial<RequirementFormInput> {
  if (!requirement) {
    return {
      area_ids: [],
      budget_min: null,
      budget_max: null,
      bedrooms_min: null,
      bedrooms_max: null,
      sqft_min: null,
      sqft_max: null,
      notes: '',
      client_note: '',
      visibility: 'Network Only',
    };
  }
  return {
    property_type: requirement.property_type,
    city_id: requirement.city_id,
    area_ids: requirement.areas.map((a) => a.id),
    budget_min: requirement.budget_min,
    budget_max: requirement.budget_max,
    bedrooms_min: requirement.bedrooms_min,
    bedrooms_max: requirement.bedrooms_max,
    sqft_min: requirement.sqft_min,
    sqft_max: requirement.sqft_max,
    notes: requirement.notes,
    client_note: requirement.client_note ?? '',
    visibility: requirement.visibility,
    status: requirement.status,
  };
}

/** The requirement form (issue 19), validated by the shared requirement schema. */
export function RequirementForm({ mode, requirement, saving, onSubmit }: Props) {
  const form: RequirementFormApi = useForm<RequirementFormInput, unknown, RequirementFormValues>({
    resolver: requirementFormResolver,
    defaultValues: defaultsOf(requirement),
  });
  const queryClient = useQueryClient();
  const [conversion, setConversion] = useState<SqftConversion | null>(null);
  const typeErrorId = useId();
  const { handleSubmit, formState, setError, getValues, register } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values);
    const field = problem ? formFieldOf(problem.field) : null;
    if (problem && field) {
      setError(field, { message: problem.message }, { shouldFocus: true });
    }
  });

  const applyParsed = async (parsed: ParsedRequirement) => {
    // After a failed submit the messages follow the new values; before it, none appear.
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (parsed.property_type) form.setValue('property_type', parsed.property_type, options);
    if (parsed.city_id !== null) {
      // Offline or failed: the city is still chosen and the area picker loads as usual.
      await queryClient.ensureQueryData(areasQuery(parsed.city_id)).catch(() => undefined);
      form.setValue('city_id', parsed.city_id, options);
      form.setValue('area_ids', parsed.area_ids, options);
    } else if (parsed.area_ids.length > 0) {
      form.setValue('area_ids', parsed.area_ids, options);
    }
    const pairs = [
      ['budget_min', 'budget_max'],
      ['bedrooms_min', 'bedrooms_max'],
      ['sqft_min', 'sqft_max'],
    ] as const;
    // A range the text gives is taken whole: 'under 40k' also clears an old minimum.
    for (const [min, max] of pairs) {
      if (parsed[min] === null && parsed[max] === null) continue;
      form.setValue(min, parsed[min], options);
      form.setValue(max, parsed[max], options);
    }
    setConversion(parsed.sqft_conversion);
    if (parsed.notes) form.setValue('notes', parsed.notes, options);
  };

  const messages =
    formState.submitCount > 0 ? collectErrorMessages(errors, REQUIREMENT_FIELD_ORDER) : [];
  const busy = saving || formState.isSubmitting;
  const expired = requirement?.status === 'expired';

  const formElement = (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={mode === 'create' ? 'New Requirement' : 'Edit Requirement'}
    >
      <FormSection title="What the client needs">
        <fieldset aria-describedby={errors.property_type ? typeErrorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            The client wants to<span aria-hidden="true">*</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-xs">
            {(
              [
                ['Sale', 'Buy'],
                ['Rent', 'Rent'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="relative">
                <input
                  type="radio"
                  value={value}
                  className="peer sr-only"
                  {...register('property_type')}
                />
                <span
                  className={cn(
                    'flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800',
                    'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  )}
                >
                  {label}
                </span>
              </label>
            ))}
          </div>
          {errors.property_type?.message ? (
            <p id={typeErrorId} role="alert" className="mt-1.5 text-sm text-red-700">
              {errors.property_type.message}
            </p>
          ) : null}
        </fieldset>
      </FormSection>
      <RequirementLocation form={form} preselectDefaultCity={mode === 'create'} />
      <RequirementRanges form={form} conversion={conversion} />
      <FormSection title="Notes">
        <FormField
          label="Notes for the network"
          error={errors.notes?.message}
          hint="Brokers who can see this requirement read it: ready to move, floor, facing..."
        >
          <Textarea rows={3} {...register('notes')} />
        </FormField>
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <FormField
            label="Client details (only you see this)"
            error={errors.client_note?.message}
            hint="Name, phone, anything private. Never shown to other brokers or sent in notifications."
          >
            <Textarea rows={3} autoComplete="off" {...register('client_note')} />
          </FormField>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-amber-900">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            Private
          </p>
        </div>
      </FormSection>
      <FormSection title="Sharing">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <FormField
                label="Visibility"
                error={errors.visibility?.message}
                hint="Who can see this requirement and be matched with it."
              >
                <Select
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? 'Network Only'}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {REQUIREMENT_VISIBILITIES.map((v) => (
                    <option key={v} value={v}>
                      {VISIBILITY_LABELS[v]}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
          />
          {mode === 'edit' ? (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormField
                  label="Status"
                  error={errors.status?.message}
                  hint={
                    expired
                      ? REQUIREMENT_MESSAGES.expiredStatus
                      : 'On hold and fulfilled requirements match nothing.'
                  }
                >
                  <Select
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? 'active'}
                    disabled={expired}
                    onChange={(e) => field.onChange(e.target.value)}
                  >
                    {(expired
                      ? (['expired'] as const)
                      : (['active', 'on_hold', 'fulfilled'] as const)
                    ).map((s) => (
                      <option key={s} value={s}>
                        {REQUIREMENT_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </Select>
                </FormField>
              )}
            />
          ) : null}
        </div>
      </FormSection>
      <RequirementTitlePreview form={form} />
      <FormErrorList messages={messages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : mode === 'create' ? 'Post Requirement' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
  if (mode !== 'create') return formElement;
  return (
    <div className="space-y-5">
      <RequirementQuickEntry onApply={applyParsed} currentCityId={() => getValues('city_id')} />
      {formElement}
    </div>
  );
}
