// One of a broker's clients on /project/:id (visits slice): the visit (its time; while it
// is scheduled, the slip's code and link to copy or share on WhatsApp), or the form that
// books one while the protection holds and the client has not booked.
import { useId, useState, type FormEvent } from 'react';
import { formatVisitCode } from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { CopyLinkButton, WhatsAppShareLink } from '#web/features/flyers/index.ts';
import { errorText } from './error-text';
import { visitSummary } from './progress-labels';
import { useBookVisit } from './visits-api';

function BookVisitForm({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  const [when, setWhen] = useState('');
  const book = useBookVisit(projectId);
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate({ registrationId: registration.id, scheduledAt: new Date(when).toISOString() });
  };
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={submit}
      aria-label={`Book a visit for ${registration.client_name}`}
    >
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
          Visit date and time
        </label>
        <Input
          id={fieldId}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          required
          aria-invalid={book.isError}
          aria-describedby={book.isError ? errorId : undefined}
        />
      </div>
      <Button type="submit" size="sm" disabled={book.isPending || when === ''}>
        Book a visit
      </Button>
      {book.isError ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {errorText(book.error)}
        </p>
      ) : null}
    </form>
  );
}

export function ClientVisit({
  projectId,
  projectName,
  registration,
}: {
  projectId: string;
  projectName: string;
  registration: Registration;
}) {
  const visit = registration.progress.visit;
  const open = visit?.status === 'scheduled';
  const canBook = !open && registration.status !== 'booked' && registration.is_protected;
  return (
    <div className="text-sm text-slate-700">
      {visit ? <p>{visitSummary(visit)}</p> : null}
      {open && visit.code && visit.slip_path ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <a href={visit.slip_path} className="font-medium text-brand-700 underline">
            Visit slip {formatVisitCode(visit.code)}
          </a>
          <CopyLinkButton publicUrl={visit.slip_path} size="sm" />
          <WhatsAppShareLink
            publicUrl={visit.slip_path}
            title={`Your site visit slip for ${projectName}:`}
            size="sm"
          />
        </div>
      ) : null}
      {canBook ? <BookVisitForm projectId={projectId} registration={registration} /> : null}
    </div>
  );
}
