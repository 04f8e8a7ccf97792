import { Copy, RotateCw } from 'lucide-react';
import { INVITE_MESSAGES, type SentInvitation } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCopyText } from '../hooks/use-copy-text';

/** '12 Mar 2026' in Indian English; the raw text when it is not a date. */
export function formatInviteDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

type Props = {
  invitation: SentInvitation;
  resending: boolean;
  /** Another resend is under way: this row's button waits. */
  busy: boolean;
  onResend: (invitation: SentInvitation) => void;
};

/** One sent invitation: who, when, its status, its code (copy) and, while pending, Resend. */
export function SentInvitationRow({ invitation, resending, busy, onResend }: Props) {
  const copy = useCopyText();
  const {
    invitee_name: name,
    invitee_email: email,
    invitee_company_name: company,
    invitee_phone: phone,
  } = invitation;
  const accepted = invitation.status === 'accepted';
  const details = [company, phone].filter(Boolean).join(' · ');
  return (
    <div className="px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{name ?? email}</p>
          {name ? <p className="text-sm break-all text-slate-700">{email}</p> : null}
          {details ? <p className="text-sm break-words text-slate-700">{details}</p> : null}
          <p className="text-sm text-slate-600">
            Sent {formatInviteDate(invitation.created_at)}
            {accepted && invitation.accepted_at
              ? ` · Accepted ${formatInviteDate(invitation.accepted_at)}`
              : null}
          </p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold',
            accepted
              ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
              : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          <span className="sr-only">Status: </span>
          {accepted ? 'Accepted' : 'Pending'}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="mr-1 text-sm text-slate-700">
          <span className="sr-only">Invite code: </span>
          <code className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base font-semibold tracking-widest text-slate-900">
            {invitation.invite_code}
          </code>
        </p>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={`Copy code for ${email}`}
          onClick={() => void copy(invitation.invite_code, INVITE_MESSAGES.codeCopied)}
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy code
        </Button>
        {accepted ? null : (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={`${resending ? 'Resending' : 'Resend'} to ${email}`}
            aria-busy={resending}
            disabled={busy || resending}
            onClick={() => onResend(invitation)}
          >
            <RotateCw
              className={cn('h-4 w-4', resending && 'animate-spin motion-reduce:animate-none')}
              aria-hidden="true"
            />
            {resending ? 'Resending...' : 'Resend'}
          </Button>
        )}
      </div>
    </div>
  );
}
