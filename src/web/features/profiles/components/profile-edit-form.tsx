import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PHONE_PREFIX } from '#shared/constants.ts';
import {
  PROFILE_MESSAGES,
  updateProfileInputSchema,
  type OwnProfile,
  type UpdateProfileInput,
} from '#shared/schemas/profiles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { InputWithAddon } from '#web/components/ui/input-with-addon.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCities } from '#web/features/cities/index.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { AreasInput } from './areas-input';
import { ReraFields } from './rera-fields';

type FormOutput = z.output<typeof updateProfileInputSchema>;
const FIELDS = [
  'full_name',
  'city',
  'bio',
  'areas',
  'company_name',
  'phone',
  'website',
  'vanity_url',
  'rera_number',
  'rera_state',
  'rera_valid_until',
] as const;

function defaultsOf(profile: OwnProfile): UpdateProfileInput {
  return {
    full_name: profile.full_name,
    city: profile.city ?? '',
    bio: profile.bio ?? '',
    areas: profile.areas,
    company_name: profile.company_name ?? '',
    phone: profile.phone ? profile.phone.replace(/^\+91/, '') : '',
    website: profile.website ?? '',
    vanity_url: profile.vanity_url ?? '',
    rera_number: profile.rera_number ?? '',
    rera_state: (profile.rera_state ?? '') as UpdateProfileInput['rera_state'],
    rera_valid_until: profile.rera_valid_until ?? '',
  };
}

/** The first message of the areas field: the list's own or one of its items'. */
function areasError(errors: FieldErrors<UpdateProfileInput>): string | undefined {
  const areas = errors.areas;
  if (!areas) return undefined;
  if (areas.message) return areas.message;
  const items = Array.isArray(areas) ? (areas as Array<{ message?: string } | undefined>) : [];
  return items.find((item) => item?.message)?.message;
}

/** Edit the own profile with the shared updateProfileInputSchema (spec section 3 fields). */
export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const cityListId = useId();
  const cities = useCities();
  const update = useUpdateOwnProfile();
  const { register, control, handleSubmit, formState, setError } = useForm<
    UpdateProfileInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: defaultsOf(profile),
  });
  const { errors } = formState;
  const vanity = useWatch({ control, name: 'vanity_url' });
  const bio = useWatch({ control, name: 'bio' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success('Profile updated');
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setError(
          field as (typeof FIELDS)[number],
          { message: errorMessage(error, 'Please check this field') },
          { shouldFocus: true },
        );
      } else {
        toast.error('Profile update failed', {
          description: errorMessage(error, 'Please try again.'),
        });
      }
    }
  });

  const cleanVanity = (vanity ?? '').trim().toLowerCase();
  const publicAddress = `${window.location.origin}/in/${cleanVanity || 'your-name'}`;
  const busy = formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Edit profile">
      <FormField label="Full name" required error={errors.full_name?.message}>
        <Input autoComplete="name" {...register('full_name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" error={errors.company_name?.message}>
          <Input autoComplete="organization" {...register('company_name')} />
        </FormField>
        <FormField
          label="City"
          error={errors.city?.message}
          hint="Pick from the list or type your city."
        >
          <Input list={cityListId} autoComplete="address-level2" {...register('city')} />
        </FormField>
        <datalist id={cityListId}>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.name} />
          ))}
        </datalist>
      </div>
      <Controller
        control={control}
        name="areas"
        render={({ field }) => (
          <FormField
            label="Areas you cover"
            error={areasError(errors)}
            hint={`Separate areas with commas, e.g. Indiranagar, Koramangala. ${field.value?.length ?? 0}/20`}
          >
            <AreasInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <FormField
        label="Bio"
        error={errors.bio?.message}
        hint={`${(bio ?? '').length}/1000 characters`}
      >
        <Textarea rows={4} maxLength={1000} {...register('bio')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Phone"
          error={errors.phone?.message}
          hint="10-digit WhatsApp number, no spaces"
        >
          <InputWithAddon
            addon={PHONE_PREFIX}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            {...register('phone')}
          />
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            {...register('website')}
          />
        </FormField>
      </div>
      <FormField
        label="Vanity URL"
        error={errors.vanity_url?.message}
        hint={`Your public address: ${publicAddress}`}
      >
        <InputWithAddon
          addon="/in/"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          {...register('vanity_url')}
        />
      </FormField>
      {/* A value the hint cannot show while an error replaces it. */}
      {errors.vanity_url && cleanVanity ? (
        <p className="-mt-2 text-sm text-slate-600">Public address: {publicAddress}</p>
      ) : null}
      {/* Decision 024: links shared with the saved vanity keep working after a change. */}
      {profile.vanity_url && cleanVanity !== profile.vanity_url ? (
        <p className="-mt-2 text-sm text-slate-600">{PROFILE_MESSAGES.vanityKeepsOld}</p>
      ) : null}
      <ReraFields register={register} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
