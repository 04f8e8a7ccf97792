import { Lock } from 'lucide-react';
import { OPEN_AGREEMENT_STATUSES, type AgreementOfKind } from '#shared/schemas/agreements.ts';
import { Card } from '#web/components/ui/card.tsx';

export const CLIENT_NOTE_LATER = "The client's details reach you once both of you have signed.";

/**
 * Co-broking's client: the client's broker always sees their own note; the listing broker
 * gets it from the server only once both have signed (client_note is null until then), and
 * is told so instead.
 */
export function CoBrokingClientNote({ agreement }: { agreement: AgreementOfKind<'broker_to_broker'> }) {
  const owner = agreement.viewer_role === 'owner';
  const note = agreement.client_note;
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="client-note-title">
      <h2 id="client-note-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {owner ? <Lock className="h-4 w-4 text-slate-600" aria-hidden="true" /> : null}
        {owner ? 'Client (private to you)' : 'Client'}
      </h2>
      <ClientNoteBody agreement={agreement} note={note} owner={owner} />
    </Card>
  );
}

function ClientNoteBody({ agreement, note, owner }: { agreement: AgreementOfKind<'broker_to_broker'>; note: string | null; owner: boolean }) {
  if (note) return <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{note}</p>;
  if (owner) {
    return (
      <p className="mt-2 text-sm text-slate-700">
        Your requirement has no client details. Add them there; the listing broker sees them once both of you have signed.
      </p>
    );
  }
  if (agreement.status === 'executed') return <p className="mt-2 text-sm text-slate-700">The client&apos;s broker noted no details.</p>;
  if (OPEN_AGREEMENT_STATUSES.includes(agreement.status)) return <p className="mt-2 text-slate-800">{CLIENT_NOTE_LATER}</p>;
  return <p className="mt-2 text-sm text-slate-700">The client&apos;s details are shared only when both brokers sign.</p>;
}
