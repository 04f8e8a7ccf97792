import { useId, useState, type FormEvent } from 'react';
import {
  UNIT_STATE_LABELS,
  type Inventory,
  type Tower,
  type Unit,
  type UnitState,
} from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAddTower, useInventory, useUnitAction, type UnitAction } from './inventory-api';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

/** Colour and a word: the state never rests on colour alone. */
const STATE_STYLE: Record<UnitState, string> = {
  available: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  held: 'border-amber-300 bg-amber-50 text-amber-900',
  booked: 'border-slate-300 bg-slate-200 text-slate-700',
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The towers as tabs, floors as rows (top floor first), units as labelled cells. */
export function InventoryGrid({ projectId }: { projectId: string }) {
  const headingId = useId();
  const query = useInventory(projectId);
  const [towerId, setTowerId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
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
          <InventoryBody
            inventory={query.data}
            tower={query.data.towers.find((t) => t.id === towerId) ?? query.data.towers[0]}
            onTower={(id) => {
              setTowerId(id);
              setUnitId(null);
            }}
            unitId={unitId}
            onUnit={setUnitId}
          />
        )}
      </section>
    </Card>
  );
}

function InventoryBody(props: {
  inventory: Inventory;
  tower: Tower | undefined;
  onTower: (id: string) => void;
  unitId: string | null;
  onUnit: (id: string | null) => void;
}) {
  const { inventory, tower } = props;
  const unit = tower?.units.find((u) => u.id === props.unitId);
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">A hold lasts {inventory.hold_hours} hours.</p>
      {inventory.towers.length === 0 ? (
        <p className="mt-2 text-slate-700">No towers added yet.</p>
      ) : (
        <>
          <div role="group" aria-label="Towers" className="mt-3 flex flex-wrap gap-2">
            {inventory.towers.map((t) => (
              <Button
                key={t.id}
                size="sm"
                variant={t.id === tower?.id ? 'primary' : 'secondary'}
                aria-pressed={t.id === tower?.id}
                onClick={() => props.onTower(t.id)}
              >
                {t.name}
              </Button>
            ))}
          </div>
          <Legend />
          {tower ? <FloorRows tower={tower} selected={props.unitId} onUnit={props.onUnit} /> : null}
          {unit ? (
            <UnitActions projectId={inventory.project_id} unit={unit} inventory={inventory} />
          ) : null}
        </>
      )}
      {inventory.is_marketer ? <AddTowerForm projectId={inventory.project_id} /> : null}
    </>
  );
}

function Legend() {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-3 text-sm">
      {(Object.keys(UNIT_STATE_LABELS) as UnitState[]).map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block h-4 w-4 rounded border ${STATE_STYLE[s]}`}
          />
          {UNIT_STATE_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}

function FloorRows({
  tower,
  selected,
  onUnit,
}: {
  tower: Tower;
  selected: string | null;
  onUnit: (id: string) => void;
}) {
  const floors = new Map<number, Unit[]>();
  for (const u of tower.units) floors.set(u.floor, [...(floors.get(u.floor) ?? []), u]);
  const ordered = [...floors.entries()].sort(([a], [b]) => b - a);
  return (
    <ScrollRegion aria-label={`${tower.name} floors`} className="mt-3 max-h-[28rem] overflow-y-auto">
      <table className="border-separate border-spacing-1 text-xs">
        <tbody>
          {ordered.map(([floor, units]) => (
            <tr key={floor}>
              <th scope="row" className="pr-2 text-right font-medium text-slate-600">
                Floor {floor}
              </th>
              {units.map((u) => (
                <td key={u.id}>
                  <button
                    type="button"
                    aria-pressed={u.id === selected}
                    aria-label={`Unit ${u.unit_number}, ${UNIT_STATE_LABELS[u.state]}${u.held_by_me ? ' by you' : ''}`}
                    onClick={() => onUnit(u.id)}
                    className={`flex h-11 w-14 flex-col items-center justify-center rounded border ${STATE_STYLE[u.state]} ${u.id === selected ? 'ring-2 ring-brand-600' : ''}`}
                  >
                    <span className="font-semibold">{u.unit_number}</span>
                    <span aria-hidden="true">
                      {u.held_by_me ? 'Yours' : UNIT_STATE_LABELS[u.state]}
                    </span>
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function UnitActions({
  projectId,
  unit,
  inventory,
}: {
  projectId: string;
  unit: Unit;
  inventory: Inventory;
}) {
  const act = useUnitAction(projectId);
  const run = (action: UnitAction['action']) => act.mutate({ unitId: unit.id, action });
  const actions: { action: UnitAction['action']; label: string }[] = [];
  if (inventory.is_marketer) {
    if (unit.state === 'held') actions.push({ action: 'release', label: 'Release the hold' });
    if (unit.state !== 'available') actions.push({ action: 'available', label: 'Mark available' });
    if (unit.state !== 'booked') actions.push({ action: 'booked', label: 'Mark booked' });
  } else if (unit.held_by_me) {
    actions.push({ action: 'release', label: 'Release my hold' });
  } else if (inventory.can_hold && unit.state === 'available') {
    actions.push({ action: 'hold', label: `Hold for ${inventory.hold_hours} hours` });
  }
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3" aria-live="polite">
      <p className="font-medium text-slate-900">
        Unit {unit.unit_number}: {UNIT_STATE_LABELS[unit.state]}
        {unit.held_by_name ? ` by ${unit.held_by_name}` : unit.held_by_me ? ' by you' : ''}
        {unit.hold_expires_at ? `, until ${dateTime.format(new Date(unit.hold_expires_at))}` : ''}
      </p>
      {act.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {act.error.message}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button
              key={a.action}
              size="sm"
              variant="secondary"
              disabled={act.isPending}
              onClick={() => run(a.action)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function AddTowerForm({ projectId }: { projectId: string }) {
  const add = useAddTower(projectId);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    try {
      await add.mutateAsync({
        name: String(data.get('name') ?? ''),
        floors: Number(data.get('floors')),
        units_per_floor: Number(data.get('units_per_floor')),
      });
      form.reset();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not add the tower');
    }
  }
  const input = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-end"
    >
      <label className="text-sm font-medium text-slate-800">
        Tower name
        <input name="name" required maxLength={40} className={input} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Floors (1–60)
        <input name="floors" type="number" min={1} max={60} required className={input} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Units per floor (1–20)
        <input name="units_per_floor" type="number" min={1} max={20} required className={input} />
      </label>
      <Button type="submit" disabled={add.isPending}>
        Add tower
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}
