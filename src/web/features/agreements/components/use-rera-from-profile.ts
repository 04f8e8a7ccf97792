import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A new agreement starts with the RERA number of the broker's profile. The profile may
 * answer after the form is up; an emptied or typed field is left alone.
 */
export function useReraFromProfile<I extends FieldValues & { rera_number?: string | undefined }, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  profileRera: string | null,
  isNew: boolean,
): void {
  const { getValues, setValue, formState } = form;
  const name = 'rera_number' as Path<I>;
  const touched = Boolean((formState.dirtyFields as Record<string, unknown>)['rera_number']);
  useEffect(() => {
    if (isNew && profileRera && !getValues(name) && !touched) setValue(name, profileRera as PathValue<I, Path<I>>);
  }, [isNew, profileRera, getValues, setValue, name, touched]);
}
