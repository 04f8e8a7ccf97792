// The price sheet and inventory of a project: reads under ['projects', 'inventory', id] so
// one invalidation (a change here, or 'project.inventory_changed') refreshes both.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '#shared/api/project-inventory.ts';
import type { TowerInput, UnitTypeInput } from '#shared/schemas/project-inventory.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';

export const inventoryKeys = {
  of: (id: string) => ['projects', 'inventory', id] as const,
  priceSheet: (id: string) => ['projects', 'inventory', id, 'price-sheet'] as const,
  grid: (id: string) => ['projects', 'inventory', id, 'grid'] as const,
};

export const usePriceSheet = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: inventoryKeys.priceSheet(id),
      queryFn: () => call(api.getPriceSheet, { params: { id } }),
      retry: retryUnlessClientError,
    }),
  );

export const useInventory = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: inventoryKeys.grid(id),
      queryFn: () => call(api.getInventory, { params: { id } }),
      staleTime: 0,
      retry: retryUnlessClientError,
    }),
  );

/** A write of this project's price sheet or inventory; both are read again after it. */
function useInventoryWrite<V>(id: string, write: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.of(id) }),
  });
}

export const useAddUnitType = (id: string) =>
  useInventoryWrite(id, (body: UnitTypeInput) =>
    call(api.createUnitType, { params: { id }, body }),
  );
export const useUpdateUnitType = (id: string) =>
  useInventoryWrite(id, ({ subId, body }: { subId: string; body: UnitTypeInput }) =>
    call(api.updateUnitType, { params: { id, subId }, body }),
  );
export const useDeleteUnitType = (id: string) =>
  useInventoryWrite(id, (subId: string) => call(api.deleteUnitType, { params: { id, subId } }));
export const useAddTower = (id: string) =>
  useInventoryWrite(id, (body: TowerInput) => call(api.createTower, { params: { id }, body }));
export const useDeleteTower = (id: string) =>
  useInventoryWrite(id, (subId: string) => call(api.deleteTower, { params: { id, subId } }));
export const useSetHoldHours = (id: string) =>
  useInventoryWrite(id, (hold_hours: number) =>
    call(api.updateInventorySettings, { params: { id }, body: { hold_hours } }),
  );

export type UnitAction = { unitId: string; action: 'hold' | 'release' | 'available' | 'booked' };
export const useUnitAction = (id: string) =>
  useInventoryWrite(id, ({ unitId, action }: UnitAction) => {
    const params = { id, subId: unitId };
    if (action === 'hold') return call(api.holdUnit, { params });
    if (action === 'release') return call(api.releaseUnit, { params });
    return call(api.setUnitState, { params, body: { state: action } });
  });
