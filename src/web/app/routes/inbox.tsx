import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ConversationListView } from '#web/features/messages/components/conversation-list.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

/** /inbox: conversations with other brokers, newest first. */
export function InboxPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Inbox" description="Your conversations with other brokers, newest first." />
      {user ? <ConversationListView meId={user.id} /> : null}
    </div>
  );
}

export default InboxPage;
