import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  REQUIREMENT_MESSAGES,
  type Requirement,
  type RequirementUpdate,
} from '#shared/schemas/requirements.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSaveRequirement } from '../api/save-requirement';
import type { FieldProblem, RequirementFormValues } from '../components/requirement-form-types';

/**
 * Saves the requirement form (create, or edit of `original`), with its toasts, then
 * opens the saved requirement. Returns a field the server refused. An edit sends the
 * status only when the broker changed it ('expired' is never sent: Renew lifts it).
 */
export function useSubmitRequirement(original?: Requirement) {
  const navigate = useNavigate();
  const save = useSaveRequirement();

  const submit = async (values: RequirementFormValues): Promise<FieldProblem | undefined> => {
    const { status, ...fields } = values;
    try {
      let saved: Requirement;
      if (original) {
        const changes: RequirementUpdate = { ...fields };
        if (status && status !== 'expired' && status !== original.status) changes.status = status;
        saved = await save.mutateAsync({ mode: 'edit', id: original.id, values: changes });
      } else {
        saved = await save.mutateAsync({ mode: 'create', values: fields });
      }
      toast.success(REQUIREMENT_MESSAGES.saved);
      await navigate(`/requirement/${saved.id}`);
      return undefined;
    } catch (error) {
      toast.error('Save failed', { description: errorMessage(error, 'Please try again.') });
      return error instanceof ApiError && error.field
        ? { field: error.field, message: error.message }
        : undefined;
    }
  };

  return { submit, saving: save.isPending };
}
