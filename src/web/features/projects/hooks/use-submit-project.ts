import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSaveProject } from '../api/save-project';
import type { FieldProblem, ProjectFormValues } from '../components/project-form-types';

/**
 * Saves the project form (create, or edit of the project `id`) with its toasts, then
 * opens the saved project. Returns a field the server refused, for the form to show there.
 */
export function useSubmitProject(id?: string) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const submit = async (values: ProjectFormValues): Promise<FieldProblem | undefined> => {
    try {
      const saved = await save.mutateAsync({ id, values });
      toast.success(id ? 'Project saved' : 'Project published');
      await navigate(`/project/${saved.id}`);
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
