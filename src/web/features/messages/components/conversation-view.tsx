import { AlertTriangle, ArrowLeft, Loader2, MessageSquare, UserX } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGE_MESSAGES, type Message } from '#shared/schemas/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useDocumentVisible } from '#web/lib/use-document-visible.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useConversation } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { conversationMessages, isUnreadIncoming } from '../api/message-cache';
import { useSendMessage } from '../api/send-message';
import { setViewingConversation } from '../hooks/viewing-conversation';
import { MessageBubble } from './message-bubble';
import { PropertyChip, RequirementChip } from './regarding-property';
import { ReplyBox } from './reply-box';

export type AttachedProperty = { id: string; title: string };
/** The requirement the next message is about (a match's 'Message broker', 'I have a listing'). */
export type AttachedRequirement = { id: string; title: string };

type Props = {
  otherId: string;
  meId: string;
  /** Shown with the prompt to connect when replies are not allowed (the connect button). */
  connectAction: ReactNode;
  /** The property the next message is about (opened from a property page). */
  property: AttachedProperty | null;
  onClearProperty: () => void;
  requirement?: AttachedRequirement | null;
  onClearRequirement?: () => void;
  /** After a send: takes both attachments off at once (two URL updates in one tick would not add up). */
  onClearAttachments?: () => void;
};

/** Near the bottom (px): a new message scrolls into view. */
const STICKY_PX = 80;

/** /inbox/:senderId: the conversation oldest first, older pages on demand, and the reply box. */
export function ConversationView({
  otherId,
  meId,
  connectAction,
  property,
  onClearProperty,
  requirement = null,
  onClearRequirement,
  onClearAttachments,
}: Props) {
  const query = useConversation(otherId);
  const { send, isPending: sending } = useSendMessage();
  const { mutate: markRead } = useMarkConversationRead(meId);
  const visible = useDocumentVisible();
  const now = useNow();
  useErrorToast(query.error, MESSAGE_MESSAGES.loadFailed, MESSAGE_MESSAGES.loadFailedDefault);

  const messages: Message[] = query.data ? conversationMessages(query.data) : [];
  const newestUnread = messages.findLast((m) => isUnreadIncoming(m, meId))?.id ?? null;

  // Realtime: a message arriving here does not raise the counts while it is on screen.
  useEffect(() => {
    if (!visible) return;
    setViewingConversation(otherId);
    return () => setViewingConversation(null);
  }, [otherId, visible]);

  // Opening the conversation marks it read, and so does each message that arrives
  // while it is on screen (spec section 6: only the recipient's opening does).
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!visible) {
      marked.current = null;
      return;
    }
    const opened = marked.current?.startsWith(`${otherId}:`) ?? false;
    const token = `${otherId}:${newestUnread ?? 'open'}`;
    if ((opened && newestUnread === null) || marked.current === token) return;
    marked.current = token;
    markRead(otherId);
  }, [otherId, newestUnread, visible, markRead]);

  // Scrolling: start at the newest; follow new messages while near the bottom; keep the
  // place when older messages load above.
  const scroller = useRef<HTMLDivElement>(null);
  const sticky = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const pageCount = query.data?.pages.length ?? 0;
  const newestId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [pageCount]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && newestId && sticky.current) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  if (query.isPending) return <ConversationSkeleton />;
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StatusScreen
        icon={missing ? UserX : AlertTriangle}
        tone={missing ? 'neutral' : 'danger'}
        title={missing ? 'Broker Not Found' : 'Could not load this conversation'}
        text={missing ? "This broker doesn't exist or is no longer a member." : errorMessage(query.error, MESSAGE_MESSAGES.loadFailedDefault)}
      >
        <Button asChild variant="secondary">
          <Link to="/inbox">Back to Inbox</Link>
        </Button>
        {missing ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
      </StatusScreen>
    );
  }

  const { other, can_reply } = query.data.pages[0]!;
  const loadOlder = () => {
    const el = scroller.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void query.fetchNextPage();
  };
  const onSend = async (content: string) => {
    sticky.current = true;
    const sent = await send({
      recipient_id: otherId,
      content,
      property_id: property?.id ?? null,
      requirement_id: requirement?.id ?? null,
    });
    if (sent && (property || requirement)) (onClearAttachments ?? onClearProperty)();
    return sent;
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3">
      <div>
        <LinkButton to="/inbox" icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2">
          Back to Inbox
        </LinkButton>
      </div>
      <header className="flex items-center gap-3">
        <BrokerAvatar name={other.full_name} avatarUrl={other.avatar_url} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-slate-900">
            <Link
              to={`/broker/${other.id}`}
              className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {other.full_name}
            </Link>
          </h1>
          {other.company_name || other.city ? (
            <p className="truncate text-sm text-slate-700">
              {[other.company_name, other.city].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
      </header>
      <Card className="flex flex-col overflow-hidden">
        <div
          ref={scroller}
          role="log"
          aria-label={`Messages with ${other.full_name}`}
          // A scrollable region must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={(event) => {
            const el = event.currentTarget;
            sticky.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
          }}
          className="h-[calc(100dvh-22rem)] min-h-64 overflow-y-auto overscroll-contain bg-slate-50 p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
        >
          {query.hasNextPage ? (
            <div className="mb-3 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={loadOlder}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : null}
                {query.isFetchingNextPage ? 'Loading...' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
          {messages.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
              <MessageSquare className="h-10 w-10 text-brand-600" aria-hidden="true" />
              <p className="font-medium text-slate-900">No messages yet</p>
              <p className="text-sm text-slate-700">
                {can_reply
                  ? `Start the conversation with ${other.full_name}.`
                  : `You have no messages with ${other.full_name} yet.`}
              </p>
            </div>
          ) : (
            <ol className="space-y-2">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} mine={message.sender_id === meId} now={now} />
              ))}
            </ol>
          )}
        </div>
        <div className="border-t border-slate-200 bg-white p-3 sm:p-4">
          {can_reply ? (
            <ReplyBox
              onSend={onSend}
              busy={sending}
              attachment={
                property || requirement ? (
                  <div className="space-y-2">
                    {property ? <PropertyChip title={property.title} onRemove={onClearProperty} /> : null}
                    {requirement ? (
                      <RequirementChip title={requirement.title} onRemove={() => onClearRequirement?.()} />
                    ) : null}
                  </div>
                ) : null
              }
            />
          ) : (
            <ConnectPrompt action={connectAction} />
          )}
        </div>
      </Card>
    </div>
  );
}

/** Spec section 5: only connected brokers may message; otherwise a prompt to connect. */
export function ConnectPrompt({ action }: { action: ReactNode }) {
  return (
    <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">{MESSAGE_MESSAGES.connectPrompt}</p>
      <div className="sm:w-44">{action}</div>
    </div>
  );
}

function ConversationSkeleton() {
  return (
    <div role="status" aria-label="Loading conversation" className="mx-auto max-w-3xl space-y-3">
      <Skeleton className="h-9 w-32" />
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-6 w-48" />
      </div>
      <Card className="space-y-3 p-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-12 w-3/5" />
        <Skeleton className="mt-6 h-24 w-full" />
      </Card>
    </div>
  );
}
