import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerProjectClient } from '#shared/api/projects.ts';
import type { RegistrationFields } from '#shared/schemas/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { projectKeys } from './query-keys';

export const registerClient = (projectId: string, values: RegistrationFields) =>
  call(registerProjectClient, { params: { id: projectId }, body: values });

/** Registers a client; the broker's list of clients for the project is read again. */
export function useRegisterClient(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RegistrationFields) => registerClient(projectId, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.registrationsOf(projectId) }),
  });
}
