import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AGREEMENT_MESSAGES, type Agreement, type AgreementInput, type AgreementKind } from '#shared/schemas/agreements.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSaveAgreement } from '../api/save-agreement';
import type { AgreementDraft, FieldProblem } from '../components/agreement-form-helpers';

type TermsOf<K extends AgreementKind> = Extract<AgreementInput, { kind: K }>['terms'];

/**
 * Saves a draft of `kind` (new, or a change of `original`, whose kind it keeps) with its
 * toasts, then opens the agreement. Returns a field the server refused, to show at that field.
 */
export function useSubmitAgreement<K extends AgreementKind>(kind: K, original?: Agreement) {
  const navigate = useNavigate();
  const save = useSaveAgreement();
  const submit = async ({ language, terms }: AgreementDraft<TermsOf<K>>): Promise<FieldProblem | undefined> => {
    // K ties the terms to the kind; TypeScript cannot narrow the union through a generic.
    const input = { kind, language, terms } as AgreementInput;
    try {
      const saved = await save.mutateAsync(original ? { mode: 'edit', id: original.id, input } : { mode: 'create', input });
      toast.success(AGREEMENT_MESSAGES.saved);
      await navigate(`/agreement/${saved.id}`);
      return undefined;
    } catch (error) {
      toast.error('Save failed', { description: errorMessage(error, 'Please try again.') });
      return error instanceof ApiError && error.field ? { field: error.field, message: error.message } : undefined;
    }
  };
  return { submit, saving: save.isPending };
}
