// The marketer's moves on one registration (visits slice): 'Mark booked' (a dialog with an
// optional unit label), then the payout one stage at a time, with only the next stage
// offered. A refusal of the server is shown next to the buttons, word for word.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { nextPayoutStage, UNIT_LABEL_MAX } from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorText } from './error-text';
import { useBookRegistration, useMovePayout } from './visits-api';

const PAYOUT_BUTTON = { invoiced: 'Mark invoiced', paid: 'Mark paid' } as const;

function MarkBooked({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const book = useBookRegistration(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(
      { registrationId: registration.id, unitLabel: unit.trim() },
      { onSuccess: () => setOpen(false) },
    );
  };
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
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) book.reset();
        }}
        title={`Mark ${registration.client_name} booked`}
        description="The payout to the broker starts as pending. The unit is optional."
      >
        <form onSubmit={submit} className="mt-4 space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
            Unit (optional)
          </label>
          <Input
            id={fieldId}
            value={unit}
            maxLength={UNIT_LABEL_MAX}
            placeholder="e.g. A-1203"
            onChange={(e) => setUnit(e.target.value)}
            aria-invalid={book.isError}
            aria-describedby={book.isError ? errorId : undefined}
          />
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
            <Button type="submit" disabled={book.isPending}>
              {book.isPending ? 'Marking…' : 'Mark booked'}
            </Button>
          </div>
        </form>
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
