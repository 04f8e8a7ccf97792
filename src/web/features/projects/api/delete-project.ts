import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject as deleteProjectEndpoint } from '#shared/api/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { projectKeys } from './query-keys';

export const deleteProject = (id: string) => call(deleteProjectEndpoint, { params: { id } });

/** Deletes a project with its registrations (the marketer's only). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      queryClient.removeQueries({ queryKey: projectKeys.registrationsOf(id) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
