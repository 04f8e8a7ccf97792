import { UNIT_STATE_LABELS, type Inventory, type Unit } from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useUnitAction, type UnitAction } from './inventory-api';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The chosen unit's state and what the viewer may do with it (hold, release, mark). */
export function UnitActions({ unit, inventory }: { unit: Unit; inventory: Inventory }) {
  const act = useUnitAction(inventory.project_id);
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
