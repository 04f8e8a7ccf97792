import { CheckCircle2, Circle, Eye, XCircle } from 'lucide-react';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import type { Agreement, AgreementEventType } from '#shared/schemas/agreements.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { formatMoment } from './agreement-format';

type Signer = Agreement['signers'][number];

/** A signer's part, in the kind's words and from the reader's side ('(you)' on their own). */
function roleLabel(agreement: Agreement, role: Signer['role']): string {
  const you = (label: string, mine: boolean) => (mine ? `${label} (you)` : label);
  const owner = agreement.viewer_role === 'owner';
  switch (role) {
    case 'broker':
      return you(agreement.kind === 'broker_to_broker' ? "Client's broker" : 'Broker', owner);
    case 'listing_broker':
      return you('Listing broker', !owner);
    case 'client':
      return agreement.kind === 'buyer_to_broker' ? 'Client' : 'Owner';
  }
}

/** Who the drafter sends to, for the trail ('Signed by you and sent to the owner'). */
const SENT_TO: Record<Agreement['kind'], string> = {
  seller_to_broker: 'the owner',
  buyer_to_broker: 'the client',
  broker_to_broker: 'the listing broker',
};

/** A trail event in the kind's words and from the reader's side. */
export function eventLabel(agreement: Agreement, type: AgreementEventType): string {
  const owner = agreement.viewer_role === 'owner';
  if (type === 'sent')
    return owner
      ? `Signed by you and sent to ${SENT_TO[agreement.kind]}`
      : 'Signed and sent to you';
  if (type === 'viewed') return owner ? `Opened by ${SENT_TO[agreement.kind]}` : 'Opened by you';
  return EVENT_LABELS[type];
}

/** What happened, in plain words, for the trail. */
const EVENT_LABELS: Record<AgreementEventType, string> = {
  created: 'Drafted',
  updated: 'Draft changed',
  sent: 'Signed by you and sent to the owner',
  link_renewed: 'New signing link sent',
  viewed: 'Opened by the owner',
  code_sent: 'Signing code sent',
  code_failed: 'A wrong signing code was entered',
  link_locked: 'Link locked after too many wrong codes',
  signed: 'Signed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired: not signed in time',
  executed: 'Signed by every party',
};

function When({ at, now }: { at: string; now: Date }) {
  return (
    <time dateTime={at} title={formatMoment(at)}>
      {formatRelativeTime(at, now)}
    </time>
  );
}

/** Each signer and where they are: signed, declined, opened, or not yet. */
export function AgreementSigners({ agreement }: { agreement: Agreement }) {
  const now = useNow();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Signers</h2>
      {agreement.signers.length === 0 ? (
        // The server names the signers when the draft is signed and sent.
        <p className="mt-2 text-sm text-slate-700">
          Nobody has signed yet: you sign first, when you send it.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Signers">
          {agreement.signers.map((signer) => (
            <li key={signer.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <SignerIcon signer={signer} />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {signer.name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    {roleLabel(agreement, signer.role)}
                  </span>
                </p>
                {signer.contact ? (
                  <p className="text-sm wrap-anywhere text-slate-600">{signer.contact}</p>
                ) : null}
                <p className="text-sm text-slate-800">
                  {signer.signed_at ? (
                    <>
                      Signed <When at={signer.signed_at} now={now} />
                    </>
                  ) : signer.declined_at ? (
                    <>
                      Declined <When at={signer.declined_at} now={now} />
                    </>
                  ) : signer.viewed_at ? (
                    <>
                      Viewed <When at={signer.viewed_at} now={now} />, not signed yet
                    </>
                  ) : (
                    'Not signed yet'
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SignerIcon({ signer }: { signer: Signer }) {
  const className = 'mt-0.5 h-5 w-5 shrink-0';
  if (signer.signed_at)
    return <CheckCircle2 className={`${className} text-emerald-600`} aria-hidden="true" />;
  if (signer.declined_at)
    return <XCircle className={`${className} text-red-600`} aria-hidden="true" />;
  if (signer.viewed_at)
    return <Eye className={`${className} text-indigo-600`} aria-hidden="true" />;
  return <Circle className={`${className} text-slate-400`} aria-hidden="true" />;
}

/** The trail: every event, oldest first and newest last. */
export function AgreementTrail({ agreement }: { agreement: Agreement }) {
  const now = useNow();
  const events = [...agreement.events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Trail</h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing has happened yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Trail">
          {events.map((event, i) => (
            <li key={`${event.at}-${i}`} className="text-sm">
              <p className="font-medium text-slate-900">{eventLabel(agreement, event.type)}</p>
              <p className="text-slate-600">
                {event.actor ? `${event.actor} · ` : null}
                <When at={event.at} now={now} />
              </p>
              {event.reason ? <p className="mt-0.5 break-words text-slate-800">Reason: “{event.reason}”</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
