import type { Inventory, Tower } from '#shared/schemas/project-inventory.ts';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { FloorRows } from './floor-rows';
import { useDeleteTower } from './inventory-api';
import { UnitActions } from './unit-actions';

type Props = {
  inventory: Inventory;
  tower: Tower;
  onTower: (id: string) => void;
  unitId: string | null;
  onUnit: (id: string) => void;
};

/** The towers as WAI-ARIA tabs; the chosen tower's floors, its chosen unit, and (the marketer's) its Delete. */
export function TowerTabs({ inventory, tower, onTower, unitId, onUnit }: Props) {
  const unit = tower.units.find((u) => u.id === unitId);
  const panel = (
    <>
      <FloorRows tower={tower} selected={unitId} onUnit={onUnit} />
      {unit ? <UnitActions unit={unit} inventory={inventory} /> : null}
      {inventory.is_marketer ? (
        <DeleteTower projectId={inventory.project_id} tower={tower} />
      ) : null}
    </>
  );
  return (
    <div className="mt-3">
      <Tabs
        label="Towers"
        value={tower.id}
        onValueChange={onTower}
        tabs={inventory.towers.map((t) => ({
          value: t.id,
          label: t.name,
          panel: t.id === tower.id ? panel : null,
        }))}
      />
    </div>
  );
}

function DeleteTower({ projectId, tower }: { projectId: string; tower: Tower }) {
  const remove = useDeleteTower(projectId);
  const count = tower.units.length;
  return (
    <div className="mt-3 flex justify-end">
      <ConfirmDeleteButton
        label="Delete tower"
        srLabel={tower.name}
        title={`Delete ${tower.name}?`}
        description={`${tower.name} and its ${count} ${count === 1 ? 'unit' : 'units'} go for good, with any holds on them. A tower with a unit booked for a client stays.`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(tower.id)}
      />
    </div>
  );
}
