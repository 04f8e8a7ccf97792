// The visits slice's calls: book a visit, check in, book, move a payout, download the CSV.
// Each answer, a refusal too, reads the project's registrations again (they carry the
// progress): a refusal often means the row moved on elsewhere (booked, paid meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '#shared/api/project-visits.ts';
import type { PayoutInput } from '#shared/schemas/project-visits.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { fetchFile, saveBlob } from '#web/lib/fetch-file.ts';
import { projectKeys } from '../api/query-keys';
import { inventoryKeys } from '../inventory/inventory-api';

function useRefreshing<T, R>(projectId: string, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.registrationsOf(projectId) }),
  });
}

export const useBookVisit = (projectId: string) =>
  useRefreshing(projectId, (v: { registrationId: string; scheduledAt: string }) =>
    call(api.bookProjectVisit, {
      params: { id: v.registrationId },
      body: { scheduled_at: v.scheduledAt },
    }),
  );

export const useCheckIn = (projectId: string) =>
  useRefreshing(projectId, (code: string) =>
    call(api.checkInProjectVisit, { params: { id: projectId }, body: { code } }),
  );

/** A booking on a unit of the grid (`unitId`) or with a free-text label; the grid is read again too. */
export function useBookRegistration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { registrationId: string; unitId?: string; unitLabel: string }) =>
      call(api.bookProjectRegistration, {
        params: { id: v.registrationId },
        body: v.unitId ? { unit_id: v.unitId } : { unit_label: v.unitLabel },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.registrationsOf(projectId) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.of(projectId) }),
      ]),
  });
}

export const useMovePayout = (projectId: string) =>
  useRefreshing(projectId, (v: { registrationId: string; stage: PayoutInput['stage'] }) =>
    call(api.moveProjectPayout, { params: { id: v.registrationId }, body: { stage: v.stage } }),
  );

export async function downloadRegistrationsCsv(projectId: string): Promise<void> {
  const blob = await fetchFile(api.exportProjectRegistrations, { params: { id: projectId } });
  saveBlob(blob, `project-registrations-${projectId.slice(0, 8)}.csv`);
}
