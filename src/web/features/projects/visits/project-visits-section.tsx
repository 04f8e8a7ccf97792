// The visits slice on /project/:id: for the marketer, the check-in form and the CSV.
import { useState, type FormEvent } from 'react';
import { VISIT_MESSAGES, visitCodeSchema } from '#shared/schemas/project-visits.ts';
import type { Project } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorText } from './error-text';
import { downloadRegistrationsCsv, useCheckIn } from './visits-api';

function CheckInForm({ projectId }: { projectId: string }) {
  const [code, setCode] = useState('');
  // A mistyped code is refused here, before a round trip on the site's weak network.
  const [typo, setTypo] = useState(false);
  const checkIn = useCheckIn(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = visitCodeSchema.safeParse(code);
    setTypo(!parsed.success);
    if (!parsed.success) {
      checkIn.reset();
      return;
    }
    checkIn.mutate(parsed.data, { onSuccess: () => setCode('') });
  };
  const error = typo ? VISIT_MESSAGES.code : checkIn.isError ? errorText(checkIn.error) : null;
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
          aria-invalid={error !== null}
          aria-describedby="visit-code-result"
        />
        <Button
          type="submit"
          className="shrink-0"
          disabled={checkIn.isPending || code.trim() === ''}
        >
          Check in
        </Button>
      </div>
      <p
        id="visit-code-result"
        role={error ? 'alert' : 'status'}
        className={error ? 'text-sm text-red-700' : 'text-sm'}
      >
        {error
          ? error
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

/** The marketer's site-visit tools; a broker books visits from 'My clients' (client-visit.tsx). */
export function ProjectVisitsSection({ project }: { project: Project }) {
  return project.is_marketer ? <MarketerTools projectId={project.id} /> : null;
}
