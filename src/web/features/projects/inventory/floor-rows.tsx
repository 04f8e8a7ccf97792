import {
  UNIT_STATE_LABELS,
  type Tower,
  type Unit,
  type UnitState,
} from '#shared/schemas/project-inventory.ts';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

/** Colour and a word: the state never rests on colour alone. */
const STATE_STYLE: Record<UnitState, string> = {
  available: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  held: 'border-amber-300 bg-amber-50 text-amber-900',
  booked: 'border-slate-300 bg-slate-200 text-slate-700',
};

export function Legend() {
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

/** A tower's floors as rows (top floor first), its units as labelled cells. */
export function FloorRows({
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
    <ScrollRegion
      aria-label={`${tower.name} floors`}
      className="mt-3 max-h-[28rem] overflow-y-auto"
    >
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
