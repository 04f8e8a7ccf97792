// The visits slice on /project/:id: for the marketer, the check-in form and the CSV; for a
// broker, a visit form and the slip link (copy, WhatsApp) for each of their clients.
import { useState, type FormEvent } from 'react';
import { formatVisitCode } from '#shared/schemas/project-visits.ts';
import type { Project, Registration } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useProjectRegistrations } from '../api/get-project-registrations';
import { downloadRegistrationsCsv, useBookVisit, useCheckIn } from './visits-api';

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : 'Something went wrong; please try again';

function CheckInForm({ projectId }: { projectId: string }) {
  const [code, setCode] = useState('');
  const checkIn = useCheckIn(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkIn.mutate(code, { onSuccess: () => setCode('') });
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Check a client in">
      <label htmlFor="visit-code" className="block font-semibold">
        Visit slip code
      </label>
      <div className="flex gap-2">
        <Input
          id="visit-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={checkIn.isError}
          aria-describedby="visit-code-result"
        />
        <Button type="submit" disabled={checkIn.isPending || code.trim() === ''}>
          Check in
        </Button>
      </div>
      <p id="visit-code-result" role={checkIn.isError ? 'alert' : 'status'} className="text-sm">
        {checkIn.isError
          ? errorText(checkIn.error)
          : checkIn.data
            ? `${checkIn.data.client_name} (${checkIn.data.broker_name}) is checked in`
            : ''}
      </p>
    </form>
  );
}

function MarketerTools({ projectId }: { projectId: string }) {
  const [csvError, setCsvError] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="site-visits"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="site-visits" className="text-lg font-semibold">
        Site visits
      </h2>
      <CheckInForm projectId={projectId} />
      <Button
        variant="secondary"
        onClick={() =>
          downloadRegistrationsCsv(projectId).catch((e: unknown) => setCsvError(errorText(e)))
        }
      >
        Download registrations (CSV)
      </Button>
      {csvError ? <p role="alert">{csvError}</p> : null}
    </section>
  );
}

function ClientVisit({
  projectId,
  registration,
}: {
  projectId: string;
  registration: Registration;
}) {
  const [when, setWhen] = useState('');
  const book = useBookVisit(projectId);
  const visit = registration.progress.visit;
  const booking = registration.progress.booking;
  const slipUrl = visit?.slip_path
    ? new URL(visit.slip_path, window.location.origin).toString()
    : null;
  const fieldId = `visit-at-${registration.id}`;
  return (
    <li className="space-y-2 border-t border-slate-100 py-3">
      <p className="font-medium">
        {registration.client_name}: {registration.status}
        {booking ? `, payout ${booking.payout_stage}` : ''}
      </p>
      {visit && visit.status === 'scheduled' && slipUrl && visit.code ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Visit slip {formatVisitCode(visit.code)}:
          <a href={slipUrl} className="underline">
            Open
          </a>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(slipUrl)}
          >
            Copy link
          </Button>
          <a
            className="underline"
            href={`https://wa.me/?text=${encodeURIComponent(`Your site visit slip: ${slipUrl}`)}`}
            target="_blank"
            rel="noreferrer"
          >
            Share on WhatsApp
          </a>
        </p>
      ) : registration.status !== 'booked' && registration.is_protected ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            book.mutate({
              registrationId: registration.id,
              scheduledAt: new Date(when).toISOString(),
            });
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Visit date and time
          </label>
          <Input
            id={fieldId}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            required
          />
          <Button type="submit" size="sm" disabled={book.isPending || when === ''}>
            Book a visit
          </Button>
          {book.isError ? <p role="alert">{errorText(book.error)}</p> : null}
        </form>
      ) : null}
    </li>
  );
}

function BrokerVisits({ projectId }: { projectId: string }) {
  const query = useProjectRegistrations(projectId, 1);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="my-visits"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="my-visits" className="text-lg font-semibold">
        Site visits
      </h2>
      <ul>
        {items.map((r) => (
          <ClientVisit key={r.id} projectId={projectId} registration={r} />
        ))}
      </ul>
    </section>
  );
}

export function ProjectVisitsSection({ project }: { project: Project }) {
  return project.is_marketer ? (
    <MarketerTools projectId={project.id} />
  ) : (
    <BrokerVisits projectId={project.id} />
  );
}
