import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import {
  applyProjectMedia,
  hasMediaChanges,
  type ProjectMediaChanges,
} from '../api/project-media';
import { projectKeys } from '../api/query-keys';
import { useSaveProject } from '../api/save-project';
import type { FieldProblem, ProjectFormValues } from '../components/project-form-types';

/**
 * Saves the project form (create, or edit of the project `id`) with its toasts: the
 * fields first (a new project needs its row before files can be added to it), then the
 * photos and brochure through their endpoints, then opens the saved project. Returns a
 * field the server refused, for the form to show there. Should the files fail after the
 * fields were saved, the edit page opens on the project as it now is (`formKey` changes,
 * so the form starts again from the saved photos) with the reason in a toast.
 */
export function useSubmitProject(id?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProject();
  const [uploading, setUploading] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (
    values: ProjectFormValues,
    media: ProjectMediaChanges,
  ): Promise<FieldProblem | undefined> => {
    let saved;
    try {
      saved = await save.mutateAsync({ id, values });
    } catch (error) {
      toast.error('Save failed', { description: errorMessage(error, 'Please try again.') });
      return error instanceof ApiError && error.field
        ? { field: error.field, message: error.message }
        : undefined;
    }
    if (hasMediaChanges(media)) {
      setUploading(true);
      try {
        const latest = await applyProjectMedia(saved, media);
        queryClient.setQueryData(projectKeys.detail(latest.id), latest);
        await queryClient.invalidateQueries({
          queryKey: projectKeys.all,
          predicate: (q) => q.queryKey[1] !== 'detail',
        });
      } catch (error) {
        toast.error(id ? 'Saved, but the photos or brochure were not' : 'Project published, but the photos or brochure were not', {
          description: errorMessage(error, 'Please try again.'),
        });
        await queryClient.invalidateQueries({ queryKey: projectKeys.detail(saved.id) });
        setFormKey((k) => k + 1);
        if (!id) await navigate(`/edit-project/${saved.id}`);
        return undefined;
      } finally {
        setUploading(false);
      }
    }
    toast.success(id ? 'Project saved' : 'Project published');
    await navigate(`/project/${saved.id}`);
    return undefined;
  };
  return { submit, saving: save.isPending || uploading, formKey };
}
