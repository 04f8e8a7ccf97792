import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DEFAULT_CITY } from '#shared/constants.ts';
import { PROPERTY_MESSAGES, VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import {
  PROJECT_IMAGES_MAX,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  PROTECTION_DAYS_DEFAULT,
  PROTECTION_DAYS_MAX,
  WHO_MAY_REGISTER,
  type Project,
} from '#shared/schemas/projects.ts';
import { ImagePicker } from '#web/components/image-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { collectErrorMessages, FormErrorList } from '#web/components/ui/form-error-list.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCities } from '#web/features/cities/index.ts';
import type { ImageFileSelection } from '#web/lib/images/select-image-files.ts';
import { useImageSelection } from '#web/lib/images/use-image-selection.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import type { ProjectMediaChanges } from '../api/project-media';
import { AmenitiesField } from './amenities-field';
import { BrochurePicker, useBrochureSelection } from './brochure-picker';
import {
  amenitiesError,
  formFieldOf,
  PROJECT_FIELD_ORDER,
  projectFormResolver,
  type FieldProblem,
  type ProjectFormApi,
  type ProjectFormInput,
  type ProjectFormValues,
} from './project-form-types';
import { WHO_MAY_REGISTER_LABELS } from './registration-labels';

type Props = {
  /** The project being edited; none: a new one. */
  project?: Project;
  saving: boolean;
  onSubmit: (
    values: ProjectFormValues,
    media: ProjectMediaChanges,
  ) => Promise<FieldProblem | undefined>;
};

/** The listing form's checks and words (5MB each), with the project's limit of 10. */
function reportRejectedPhotos({ tooLarge, overLimit }: ImageFileSelection) {
  if (tooLarge.length > 0) toast.error(PROPERTY_MESSAGES.skippedLarge);
  else if (overLimit.length > 0) toast.error(PROJECT_MESSAGES.tooManyImages);
}

const photoLabels = {
  hint: (max: number) => `Up to ${max} photos, 5MB each. The first photo is the cover.`,
  count: (count: number, max: number) => `${count} of ${max}`,
  list: 'Project photos',
};

function defaultsOf(project: Project | undefined): Partial<ProjectFormInput> {
  if (!project) {
    return {
      name: '',
      developer: '',
      rera_project_number: '',
      area: '',
      address: '',
      possession_date: null,
      description: '',
      amenities: [],
      visibility: 'Network Only',
      status: 'pre_launch',
      protection_days: PROTECTION_DAYS_DEFAULT,
      who_may_register: 'network',
      commission: '',
    };
  }
  const { name, developer, rera_project_number, city_id, area, address, possession_date } = project;
  const {
    description,
    amenities,
    visibility,
    status,
    protection_days,
    who_may_register,
    commission,
  } = project;
  return {
    name,
    developer,
    rera_project_number,
    city_id,
    area,
    address,
    possession_date,
    description,
    amenities,
    visibility,
    status,
    protection_days,
    who_may_register,
    commission,
  };
}

/** An empty date input is "no possession date yet". */
const toOptionalDate = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The project form (issue 21), create and edit, validated by the shared project schema. */
export function ProjectForm({ project, saving, onSubmit }: Props) {
  const form: ProjectFormApi = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: projectFormResolver,
    defaultValues: defaultsOf(project),
  });
  const { register, control, formState, handleSubmit, setError, setValue, getValues } = form;
  const { errors } = formState;
  const cities = useCities();
  const images = useImageSelection(project?.images, {
    max: PROJECT_IMAGES_MAX,
    reportRejected: reportRejectedPhotos,
  });
  const brochure = useBrochureSelection(project?.brochure ?? null);

  useEffect(() => {
    if (project || !cities.data || getValues('city_id')) return;
    const fallback = cities.data.find((c) => c.name.toLowerCase() === DEFAULT_CITY.toLowerCase());
    if (fallback) setValue('city_id', fallback.id);
  }, [project, cities.data, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values, {
      removeImages: images.removed,
      addImages: images.added.map((image) => image.file),
      brochure: brochure.change,
    });
    const field = problem ? formFieldOf(problem.field) : null;
    if (problem && field) setError(field, { message: problem.message }, { shouldFocus: true });
  });

  const messages =
    formState.submitCount > 0 ? collectErrorMessages(errors, PROJECT_FIELD_ORDER) : [];
  const amenitiesMessage = amenitiesError(errors);
  if (amenitiesMessage && !messages.includes(amenitiesMessage)) messages.push(amenitiesMessage);
  const busy = saving || formState.isSubmitting;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={project ? 'Edit project' : 'New project'}
    >
      <FormSection title="The project">
        <FormField label="Project name" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Developer" error={errors.developer?.message}>
            <Input autoComplete="organization" {...register('developer')} />
          </FormField>
          <FormField
            label="RERA project number"
            error={errors.rera_project_number?.message}
            hint="The project's registration number with the state RERA."
          >
            <Input autoComplete="off" {...register('rera_project_number')} />
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <Select {...register('status')}>
              {PROJECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROJECT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Possession date" error={errors.possession_date?.message}>
            <Input type="date" {...register('possession_date', { setValueAs: toOptionalDate })} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="Location">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="city_id"
            render={({ field }) => (
              <FormField
                label="City"
                required
                error={errors.city_id?.message}
                hint={
                  cities.isError ? 'Could not load the cities. Refresh to try again.' : undefined
                }
              >
                <Select
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  disabled={cities.isPending}
                  onChange={(e) =>
                    field.onChange(e.target.value === '' ? undefined : Number(e.target.value))
                  }
                >
                  <option value="">Select a city</option>
                  {(cities.data ?? []).map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
          />
          <FormField label="Area" error={errors.area?.message}>
            <Input autoComplete="off" {...register('area')} />
          </FormField>
        </div>
        <FormField label="Address" error={errors.address?.message}>
          <Textarea rows={2} {...register('address')} />
        </FormField>
      </FormSection>
      <FormSection title="About the project">
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <Controller
          control={control}
          name="amenities"
          render={({ field }) => (
            <AmenitiesField
              value={field.value ?? []}
              onChange={field.onChange}
              error={amenitiesMessage}
            />
          )}
        />
      </FormSection>
      <FormSection title="Channel partners">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Who may register clients"
            error={errors.who_may_register?.message}
            hint="Brokers register their clients with you; the first to register a client is protected."
          >
            <Select {...register('who_may_register')}>
              {WHO_MAY_REGISTER.map((who) => (
                <option key={who} value={who}>
                  {WHO_MAY_REGISTER_LABELS[who]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label="Protection (days)"
            error={errors.protection_days?.message}
            hint={`How long a registered client stays the registering broker's: 1 to ${PROTECTION_DAYS_MAX} days. A change applies to later registrations.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={PROTECTION_DAYS_MAX}
              step={1}
              {...register('protection_days', { setValueAs: toOptionalNumber })}
            />
          </FormField>
        </div>
        <FormField
          label="Channel-partner terms"
          error={errors.commission?.message}
          hint="Commission and payout, as you offer them: e.g. 2% of the agreement value, paid on registration."
        >
          <Input autoComplete="off" {...register('commission')} />
        </FormField>
        <FormField
          label="Visibility"
          error={errors.visibility?.message}
          hint="Who can see this project."
        >
          <Select {...register('visibility')}>
            {PROJECT_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_LABELS[v]}
              </option>
            ))}
          </Select>
        </FormField>
      </FormSection>
      <FormSection title="Photos">
        <ImagePicker selection={images} disabled={busy} labels={photoLabels} />
      </FormSection>
      <FormSection title="Brochure">
        <BrochurePicker selection={brochure} disabled={busy} />
      </FormSection>
      <FormErrorList messages={messages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : project ? 'Save Changes' : 'Publish Project'}
        </Button>
      </div>
    </form>
  );
}
