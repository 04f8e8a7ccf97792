import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject, updateProject } from '#shared/api/projects.ts';
import type { Project, ProjectFields } from '#shared/schemas/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { projectKeys } from './query-keys';

export type SaveProjectRequest = { id?: string; values: ProjectFields };

/** Create, or (with an id) change every field the form holds. */
export function saveProject({ id, values }: SaveProjectRequest): Promise<Project> {
  if (id === undefined) return call(createProject, { body: values });
  return call(updateProject, { params: { id }, body: values });
}

/** The saved project goes into the cache; the lists are read again. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({
        queryKey: projectKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== project.id,
      });
    },
  });
}
