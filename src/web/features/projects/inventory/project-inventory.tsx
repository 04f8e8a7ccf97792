import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { inventoryKeys } from './inventory-api';
import { InventoryGrid } from './inventory-grid';
import { PriceSheet } from './price-sheet';

/**
 * The project page's price sheet and live inventory grid (issue 21): a change by anyone
 * ('project.inventory_changed', or a resync) makes every viewer read both again.
 */
export function ProjectInventory({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['project.inventory_changed', 'resync'], (event) => {
    if (event.kind === 'resync' || event.project_id === projectId) {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.of(projectId) });
    }
  });
  return (
    <>
      <PriceSheet projectId={projectId} />
      <InventoryGrid projectId={projectId} />
    </>
  );
}
