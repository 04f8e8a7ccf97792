import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  propertyInputSchema,
  type Property,
  type PropertyFields,
  type PropertyInput,
} from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { collectErrorMessages, FormErrorList } from '#web/components/ui/form-error-list.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { QuickEntryCard } from '#web/features/quick-entry/index.ts';
import { useImageSelection, type ImageSelection } from '#web/lib/images/use-image-selection.ts';
import { applyQuickEntry } from './apply-quick-entry';
import { BasicInfoSection } from './basic-info-section';
import { BrokerSelect } from './broker-select';
import { FeaturesSection } from './features-section';
import { ImagePicker } from '#web/components/image-picker.tsx';
import { LocationSection } from './location-section';
import { PROPERTY_FIELD_ORDER } from './property-form-types';

/** A field the server refused, to show next to that field. */
export type FieldProblem = { field: string; message: string };

type Props = {
  mode: 'create' | 'edit';
  /** The property being edited. */
  property?: Property;
  /** Set for admins on create: the broker selector appears (spec section 6). */
  adminId?: string | null;
  saving: boolean;
  onSubmit: (values: PropertyFields, images: ImageSelection) => Promise<FieldProblem | undefined>;
};

function defaultsOf(property: Property | undefined): Partial<PropertyInput> {
  if (!property)
    return {
      title: '',
      description: '',
      price: null,
      property_type: 'Sale',
      visibility: 'All',
      allow_flyers: true,
      area_id: null,
      bedrooms: null,
      baths: null,
      sqft: null,
    };
  return {
    title: property.title,
    description: property.description,
    price: property.price,
    property_type: property.property_type,
    visibility: property.visibility,
    allow_flyers: property.allow_flyers,
    city_id: property.city_id ?? undefined,
    area_id: property.area_id,
    bedrooms: property.bedrooms,
    baths: property.baths,
    sqft: property.sqft,
  };
}

/** The property form of spec section 5, validated by the shared propertyInputSchema. */
export function PropertyForm({ mode, property, adminId, saving, onSubmit }: Props) {
  const form = useForm<PropertyInput, unknown, PropertyFields>({
    resolver: zodResolver(propertyInputSchema),
    defaultValues: defaultsOf(property),
  });
  const images = useImageSelection(property?.images);
  const queryClient = useQueryClient();
  const { handleSubmit, formState, setError, getValues } = form;

  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values, images);
    if (problem && (PROPERTY_FIELD_ORDER as readonly string[]).includes(problem.field)) {
      setError(
        problem.field as keyof PropertyInput,
        { message: problem.message },
        { shouldFocus: true },
      );
    }
  });

  const messages =
    formState.submitCount > 0 ? collectErrorMessages(formState.errors, PROPERTY_FIELD_ORDER) : [];
  const busy = saving || formState.isSubmitting;

  const formElement = (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={mode === 'create' ? 'Add New Property' : 'Edit Property'}
    >
      {mode === 'create' && adminId ? <BrokerSelect form={form} selfId={adminId} /> : null}
      <BasicInfoSection form={form} />
      <LocationSection form={form} preselectDefaultCity={mode === 'create'} />
      <FeaturesSection form={form} />
      <FormSection title="Property Images">
        <ImagePicker selection={images} disabled={busy} />
      </FormSection>
      <FormErrorList messages={messages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : mode === 'create' ? 'Create Property' : 'Update Property'}
        </Button>
      </div>
    </form>
  );
  // Spec section 2: the Quick Entry card appears only in create mode, above the form.
  if (mode !== 'create') return formElement;
  return (
    <div className="space-y-5">
      <QuickEntryCard
        onApply={(values) => applyQuickEntry(form, values, queryClient)}
        currentCityId={() => getValues('city_id')}
      />
      {formElement}
    </div>
  );
}
