import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AGREEMENT_MESSAGES, type Agreement } from '#shared/schemas/agreements.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSaveAgreement } from '../api/save-agreement';
import type { AgreementFormValues, FieldProblem } from '../components/seller-agreement-form-types';

/**
 * Saves the mandate's draft (new, or a change of `original`) with its toasts, then opens
 * the agreement. Returns a field the server refused, to show at that field.
 */
export function useSubmitAgreement(original?: Agreement) {
  const navigate = useNavigate();
  const save = useSaveAgreement();
  const submit = async (terms: AgreementFormValues): Promise<FieldProblem | undefined> => {
    try {
      const saved = await save.mutateAsync(
        original ? { mode: 'edit', id: original.id, terms } : { mode: 'create', terms },
      );
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
