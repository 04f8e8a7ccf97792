import { useMutation } from '@tanstack/react-query';
import { shareProject as shareProjectEndpoint } from '#shared/api/project-shares.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const shareProject = (projectId: string) =>
  call(shareProjectEndpoint, { params: { id: projectId } });

/** The caller's public page of the project: made on the first call, the same link after. */
export const useShareProject = (projectId: string) =>
  useMutation({ mutationFn: () => shareProject(projectId) });
