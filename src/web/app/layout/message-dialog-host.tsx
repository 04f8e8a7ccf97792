import { lazy, Suspense, useState, type ReactNode } from 'react';
import { OpenMessageContext } from '#web/features/notifications/hooks/message-opener.ts';

const MessageDialog = lazy(() => import('#web/features/messages/components/message-dialog.tsx'));

/**
 * Lets a 'message' notification (popover or /notifications) open the message dialog,
 * which stays open after the popover closes. Its code loads on first use.
 */
export function MessageDialogHost({ meId, children }: { meId: string | null; children: ReactNode }) {
  const [messageId, setMessageId] = useState<string | null>(null);
  return (
    <OpenMessageContext.Provider value={meId ? setMessageId : null}>
      {children}
      {messageId && meId ? (
        <Suspense fallback={null}>
          <MessageDialog key={messageId} messageId={messageId} meId={meId} onClose={() => setMessageId(null)} />
        </Suspense>
      ) : null}
    </OpenMessageContext.Provider>
  );
}
