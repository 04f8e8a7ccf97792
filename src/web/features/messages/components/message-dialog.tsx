// The dialog a 'message' notification opens (spec section 2), loaded on demand.
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, MessageSquareOff, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MESSAGE_MESSAGES, type Message } from '#shared/schemas/messages.ts';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useMessage } from '../api/get-message';
import { useMarkMessageRead } from '../api/mark-message-read';
import { useSendMessage } from '../api/send-message';
import { RegardingProperty } from './regarding-property';
import { ReplyBox } from './reply-box';

export type MessageDialogState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; message: Message };

type ViewProps = {
  state: MessageDialogState;
  meId: string;
  onClose: () => void;
  /** Sends the reply to the message's sender; resolves true when it went. */
  onReply: (content: string) => Promise<boolean> | boolean;
  sending: boolean;
};

/**
 * 'Message from {sender}', when it was sent, 'Regarding property:' when it is about one
 * the reader may see, the body, and a reply box; or 'Loading message...' / 'Message
 * not found'.
 */
export function MessageDialogView({ state, meId, onClose, onReply, sending }: ViewProps) {
  const now = useNow();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="break-words text-lg font-semibold text-slate-900">
                {state.status === 'ready'
                  ? `Message from ${state.message.sender_name}`
                  : state.status === 'not-found'
                    ? MESSAGE_MESSAGES.notFound
                    : 'Message'}
              </Dialog.Title>
              {state.status === 'ready' ? (
                <time dateTime={state.message.created_at} className="text-sm text-slate-600">
                  {formatRelativeTime(state.message.created_at, now)}
                </time>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            <DialogBody state={state} meId={meId} onClose={onClose} onReply={onReply} sending={sending} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogBody({ state, meId, onClose, onReply, sending }: ViewProps) {
  switch (state.status) {
    case 'loading':
      return (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-700">
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading message...
        </p>
      );
    case 'not-found':
      return (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <MessageSquareOff className="h-10 w-10 text-slate-500" aria-hidden="true" />
          <p className="text-sm text-slate-700">{MESSAGE_MESSAGES.notFound}</p>
        </div>
      );
    case 'error':
      return (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p role="alert" className="text-sm text-slate-700">
            {errorMessage(state.error, 'Could not load the message.')}
          </p>
          <button
            type="button"
            onClick={state.retry}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Try again
          </button>
        </div>
      );
    case 'ready': {
      const { message } = state;
      const canReply = message.sender_id !== meId;
      return (
        <div className="space-y-4">
          {message.property_id && message.property_title ? (
            <RegardingProperty propertyId={message.property_id} title={message.property_title} />
          ) : null}
          <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-slate-900">
            {message.content}
          </p>
          {canReply ? <ReplyBox onSend={onReply} busy={sending} enterSends={false} /> : null}
          <p className="text-center text-sm">
            <Link
              to={`/inbox/${canReply ? message.sender_id : message.recipient_id}`}
              onClick={onClose}
              className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Open conversation
            </Link>
          </p>
        </div>
      );
    }
  }
}

type Props = { messageId: string; meId: string; onClose: () => void };

/** Loads the message, marks it read when the reader is its recipient, and sends replies. */
export default function MessageDialog({ messageId, meId, onClose }: Props) {
  const query = useMessage(messageId);
  const { mutate: markRead } = useMarkMessageRead(meId);
  const { send, isPending } = useSendMessage();
  const message = query.data;

  // Spec sections 4 and 6: unread becomes read when its recipient opens it here.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!message || message.recipient_id !== meId || message.read_at !== null) return;
    if (marked.current === message.id) return;
    marked.current = message.id;
    markRead(message);
  }, [message, meId, markRead]);

  const state: MessageDialogState = message
    ? { status: 'ready', message }
    : query.isError
      ? query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
        ? { status: 'not-found' }
        : { status: 'error', error: query.error, retry: () => void query.refetch() }
      : { status: 'loading' };

  const onReply = async (content: string) => {
    if (!message) return false;
    const sent = await send({ recipient_id: message.sender_id, content });
    if (sent) onClose();
    return sent;
  };
  return <MessageDialogView state={state} meId={meId} onClose={onClose} onReply={onReply} sending={isPending} />;
}
