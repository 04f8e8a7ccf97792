import { useId, useState } from 'react';
import type { Inventory } from '#shared/schemas/project-inventory.ts';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AddTowerForm } from './add-tower-form';
import { Legend } from './floor-rows';
import { HoldHours } from './hold-hours';
import { useInventory } from './inventory-api';
import { TowerTabs } from './tower-tabs';

/** The inventory: the hold time, the towers as tabs, and (the marketer's) a new tower. */
export function InventoryGrid({ projectId }: { projectId: string }) {
  const headingId = useId();
  const query = useInventory(projectId);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Inventory
        </h2>
        {query.isPending ? (
          <Skeleton className="mt-3 h-40 w-full" />
        ) : query.isError ? (
          <LoadErrorScreen
            headingLevel="h3"
            title="Could not load the inventory"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <InventoryBody inventory={query.data} />
        )}
      </section>
    </Card>
  );
}

function InventoryBody({ inventory }: { inventory: Inventory }) {
  const [towerId, setTowerId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  // A deleted tower's tab falls back to the first.
  const tower = inventory.towers.find((t) => t.id === towerId) ?? inventory.towers[0];
  return (
    <>
      <HoldHours inventory={inventory} />
      {tower ? (
        <>
          <Legend />
          <TowerTabs
            inventory={inventory}
            tower={tower}
            onTower={(id) => {
              setTowerId(id);
              setUnitId(null);
            }}
            unitId={unitId}
            onUnit={setUnitId}
          />
        </>
      ) : (
        <p className="mt-2 text-slate-700">No towers added yet.</p>
      )}
      {inventory.is_marketer ? <AddTowerForm projectId={inventory.project_id} /> : null}
    </>
  );
}
