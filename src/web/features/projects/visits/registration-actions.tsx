// The marketer's moves on one registration (visits slice): 'Mark booked' (a dialog choosing
// a unit of the grid, or a free-text label when the unit is not in it), then the payout one stage at a time, with only the next stage
// offered. A refusal of the server is shown next to the buttons, word for word.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { nextPayoutStage, UNIT_LABEL_MAX } from '#shared/schemas/project-visits.ts';
import type { Inventory } from '#shared/schemas/project-inventory.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useInventory } from '../inventory/inventory-api';
import { errorText } from './error-text';
import { useBookRegistration, useMovePayout } from './visits-api';

const PAYOUT_BUTTON = { invoiced: 'Mark invoiced', paid: 'Mark paid' } as const;

/** The units a booking may take: not booked yet, in tower and floor order, held ones marked. */
function bookableUnits(inventory: Inventory | undefined) {
  return (inventory?.towers ?? []).map((tower) => ({
    tower,
    units: tower.units
      .filter((u) => u.state !== 'booked')
      .sort((a, b) => a.floor - b.floor || a.unit_number.localeCompare(b.unit_number, 'en-IN', { numeric: true })),
  }));
}

const OTHER_UNIT = '';

/** The dialog's form: mounted only while the dialog is open, so the grid is read then only. */
function BookingForm({
  projectId,
  registration,
  onDone,
}: {
  projectId: string;
  registration: Registration;
  onDone: () => void;
}) {
  const [unit, setUnit] = useState('');
  const [unitId, setUnitId] = useState(OTHER_UNIT);
  const fieldId = useId();
  const pickId = useId();
  const errorId = useId();
  const book = useBookRegistration(projectId);
  const inventory = useInventory(projectId);
  const towers = bookableUnits(inventory.data);
  const hasInventory = towers.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(
      { registrationId: registration.id, unitLabel: unit.trim(), ...(unitId ? { unitId } : {}) },
      { onSuccess: onDone },
    );
  };
  const invalid = book.isError ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form onSubmit={submit} className="mt-4 space-y-2">
      <p className="text-sm text-slate-700" role="status">
        {inventory.isPending
          ? 'Loading the units…'
          : inventory.isError
            ? 'The units could not be loaded: type the unit instead, or close and try again.'
            : hasInventory
              ? 'Choose the unit: it turns booked in the grid.'
              : 'The unit is optional.'}
      </p>
      {hasInventory ? (
        <>
          <label htmlFor={pickId} className="block pt-1 text-sm font-semibold text-slate-900">
            Unit
          </label>
          <Select id={pickId} value={unitId} onChange={(e) => setUnitId(e.target.value)} {...invalid}>
            <option value={OTHER_UNIT}>Not in the grid (type it below)</option>
            {towers.map(({ tower, units }) => (
              <optgroup key={tower.id} label={`Tower ${tower.name}`}>
                {units.map((u) => {
                  // The server books a held unit only for its holder's client; the marketer
                  // sees holders by name, so another's hold is shown, not offered.
                  const heldByOther =
                    u.state === 'held' && u.held_by_name !== registration.broker.full_name;
                  return (
                    <option key={u.id} value={u.id} disabled={heldByOther}>
                      {`${tower.name} ${u.unit_number}`}
                      {u.state === 'held' ? ` (held${u.held_by_name ? ` by ${u.held_by_name}` : ''})` : ''}
                    </option>
                  );
                })}
              </optgroup>
            ))}
          </Select>
        </>
      ) : null}
      {unitId === OTHER_UNIT ? (
        <>
          <label htmlFor={fieldId} className="block pt-1 text-sm font-semibold text-slate-900">
            {hasInventory ? 'Unit name (optional)' : 'Unit (optional)'}
          </label>
          <Input
            id={fieldId}
            value={unit}
            maxLength={UNIT_LABEL_MAX}
            placeholder="e.g. A-1203"
            onChange={(e) => setUnit(e.target.value)}
            {...invalid}
          />
        </>
      ) : null}
      {book.isError ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {errorText(book.error)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="secondary" disabled={book.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={book.isPending || inventory.isPending}>
          {book.isPending ? 'Marking…' : 'Mark booked'}
        </Button>
      </div>
    </form>
  );
}

function MarkBooked({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        // The visible words first, then whose row (a column of alike buttons otherwise).
        aria-label={`Mark booked: ${registration.client_name}`}
      >
        Mark booked
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={`Mark ${registration.client_name} booked`}
        description="The payout to the broker starts as pending."
      >
        {open ? (
          <BookingForm projectId={projectId} registration={registration} onDone={() => setOpen(false)} />
        ) : null}
      </DialogFrame>
    </>
  );
}

function MovePayout({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  const move = useMovePayout(projectId);
  const booking = registration.progress.booking;
  const next = booking ? nextPayoutStage(booking.payout_stage) : null;
  if (!next || next === 'pending') return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={move.isPending}
        onClick={() => move.mutate({ registrationId: registration.id, stage: next })}
        aria-label={`${PAYOUT_BUTTON[next]}: ${registration.client_name}`}
      >
        {PAYOUT_BUTTON[next]}
      </Button>
      {move.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(move.error)}
        </p>
      ) : null}
    </>
  );
}

/** The actions cell of the marketer's registrations table. */
export function RegistrationActions({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      {registration.status === 'booked' ? (
        <MovePayout projectId={projectId} registration={registration} />
      ) : (
        <MarkBooked projectId={projectId} registration={registration} />
      )}
    </div>
  );
}
