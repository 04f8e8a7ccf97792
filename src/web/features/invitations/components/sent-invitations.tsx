import { Mail } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import {
  INVITE_MESSAGES,
  type SentInvitation,
  type SentInvitationList,
} from '#shared/schemas/invitations.ts';
import { Card } from '#web/components/ui/card.tsx';
import { CardList } from '#web/components/ui/card-list.tsx';
import { CardListSkeleton } from '#web/components/ui/card-list-skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useSentInvitations } from '../api/get-sent-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { SentInvitationRow } from './sent-invitation-row';

type Props = {
  page: number;
  onPageChange: (page: number) => void;
  /** A resend went: the page clears its banner. */
  onResent: () => void;
  /** A resend failed: the page shows it as it shows a failed send. */
  onResendError: (error: unknown) => void;
};

/** 'Sent invitations': the broker's invitations with status, code and Resend, 10 a page. */
export function SentInvitations({ page, onPageChange, onResent, onResendError }: Props) {
  const id = useId();
  const query = useSentInvitations(page);
  const resend = useResendInvitation();
  const resendingId = resend.isPending ? resend.variables : null;

  const onResend = (invitation: SentInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) => {
        toast.success(INVITE_MESSAGES.resent, {
          description: INVITE_MESSAGES.sentDescription(sent.invitee_email),
        });
        onResent();
      },
      onError: onResendError,
    });

  let body;
  if (query.isPending) body = <SentInvitationsSkeleton />;
  else if (query.isError) {
    body = (
      <LoadErrorScreen
        headingLevel="h3"
        title="Could not load your invitations"
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <SentInvitationsContent
        data={query.data}
        page={page}
        onPageChange={onPageChange}
        busy={query.isPlaceholderData}
        resendingId={resendingId}
        onResend={onResend}
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-slate-900">
        Sent invitations
      </h2>
      {body}
    </section>
  );
}

type ContentProps = {
  data: SentInvitationList;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  resendingId: string | null;
  onResend: (invitation: SentInvitation) => void;
};

function SentInvitationsContent({
  data,
  page,
  onPageChange,
  busy,
  resendingId,
  onResend,
}: ContentProps) {
  const { items, total } = data;
  if (total === 0 || items.length === 0) {
    return (
      <Card>
        <StatusScreen
          icon={Mail}
          headingLevel="h3"
          title="No invitations sent yet"
          text="Invitations you send appear here with their code and whether they were accepted."
        />
      </Card>
    );
  }
  return (
    <div aria-busy={busy}>
      <p className="mb-2 text-sm text-slate-600">
        {total} {total === 1 ? 'invitation' : 'invitations'}
      </p>
      <CardList
        label="Sent invitations"
        items={items}
        itemKey={(invitation) => invitation.id}
        renderItem={(invitation) => (
          <SentInvitationRow
            invitation={invitation}
            resending={resendingId === invitation.id}
            busy={resendingId !== null}
            onResend={onResend}
          />
        )}
      />
      <ListPagination
        page={page}
        list={data}
        onPageChange={onPageChange}
        label="Sent invitation pages"
        disabled={busy}
      />
    </div>
  );
}

function SentInvitationsSkeleton() {
  return (
    <CardListSkeleton label="Loading sent invitations" rows={3} rowClassName="space-y-2 px-4 py-4 sm:px-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-4 w-56 max-w-full" />
      <Skeleton className="h-8 w-48" />
    </CardListSkeleton>
  );
}
