import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AgreementLanguage } from '#shared/schemas/agreements.ts';
import { collectErrorMessages } from '#web/components/ui/form-error-list.tsx';
import { formFieldOf, type SubmitDraft } from './agreement-form-helpers';

/**
 * What every agreement builder does on submit: hand the language and terms to its page,
 * put a server refusal at its field (focused), and list the messages once tried.
 */
export function useAgreementSubmit<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  fieldOrder: readonly Path<I>[],
  language: AgreementLanguage,
  onSubmit: SubmitDraft<O>,
) {
  const { handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (terms) => {
    const problem = await onSubmit({ language, terms });
    const field = problem ? formFieldOf(problem.field, fieldOrder) : null;
    if (problem && field) setError(field, { message: problem.message }, { shouldFocus: true });
  });
  const messages = formState.submitCount > 0 ? collectErrorMessages(formState.errors, fieldOrder) : [];
  return { submit, messages };
}
