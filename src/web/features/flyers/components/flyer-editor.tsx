import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FLYER_MESSAGES, type FlyerDraft, type UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  ImagePicker,
  type ImagePickerLabels,
} from '#web/components/image-picker.tsx';
import { useFlyerImages } from '../hooks/use-flyer-images';
import type { SaveProblem } from '../hooks/use-save-flyer';
import {
  defaultsOf,
  flyerFormSchema,
  isFormField,
  isImagesField,
  toUpdateInput,
  type FlyerFormInput,
  type FlyerFormValues,
} from './flyer-form-schema';
import { FlyerImageTools } from './flyer-image-tools';
import { PriceSection } from './price-section';

const pickerLabels: Partial<ImagePickerLabels> = {
  hint: (max) => `Up to ${max} images in total, 5MB each. The first image is the cover.`,
  add: 'Add by file',
  full: (max) => `Maximum of ${max} images reached`,
  saved: 'Current image',
  added: 'New image',
  list: 'Flyer images',
  counter: 'Images selected: ',
};

type Props = {
  /** A saved flyer, or the draft a new one starts from (nothing stored until Save). */
  flyer: FlyerDraft;
  saving: boolean;
  /** Saves; resolves with what the server refused, or undefined when saved. */
  onSave: (data: UpdateFlyerInput, files: File[]) => Promise<SaveProblem | undefined>;
  /** Put focus on Save when the form appears (after a save re-creates it). */
  focusSave?: boolean;
};

/**
 * The flyer editor of spec section 2: title, description (the property's when empty),
 * price mode, images (by file, by URL, from a website) and Save.
 */
export function FlyerEditor({ flyer, saving, onSave, focusSave = false }: Props) {
  const form = useForm<FlyerFormInput, unknown, FlyerFormValues>({
    resolver: zodResolver(flyerFormSchema),
    defaultValues: defaultsOf(flyer),
  });
  const images = useFlyerImages(flyer);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const usingPropertyImages = flyer.images.length === 0 && flyer.property.images.length > 0;

  useEffect(() => {
    if (focusSave)
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [focusSave]);

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    setImagesError(null);
    const problem = await onSave(
      toUpdateInput(values, images.kept),
      images.added.map((image) => image.file),
    );
    if (!problem) return;
    // A refusal about no field (the owner turned client flyers off) says why; else the spec's line.
    setSaveError(problem.field ? FLYER_MESSAGES.saveFailedInline : problem.message);
    if (isFormField(problem.field)) {
      setError(problem.field, { message: problem.message }, { shouldFocus: true });
    } else if (isImagesField(problem.field)) {
      setImagesError(problem.message);
    }
  });

  const busy = saving || formState.isSubmitting;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5" aria-label="Edit Flyer">
      <FormSection title="Flyer Details">
        <FormField label="Title" required error={errors.title?.message}>
          <Input autoComplete="off" maxLength={120} {...register('title')} />
        </FormField>
        <FormField
          label="Description"
          error={errors.description?.message}
          hint="Leave empty to use the listing's description."
        >
          <Textarea
            rows={6}
            placeholder={flyer.property.description}
            {...register('description')}
          />
        </FormField>
      </FormSection>
      <PriceSection form={form} currency={flyer.property.currency} />
      <FormSection title="Images">
        {usingPropertyImages ? (
          <p className="text-sm text-slate-700">
            These are the listing&apos;s photos. Remove or add images to give the flyer its own set;
            it is saved when you tap Save Flyer.
          </p>
        ) : null}
        <ImagePicker selection={images} disabled={busy} labels={pickerLabels} />
        {imagesError ? (
          <p role="alert" className="text-sm text-red-700">
            {imagesError}
          </p>
        ) : null}
        <FlyerImageTools selection={images} disabled={busy} />
      </FormSection>
      {saveError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-busy={busy}
          className="w-full sm:w-auto"
        >
          {busy ? 'Saving...' : 'Save Flyer'}
        </Button>
      </div>
    </form>
  );
}
