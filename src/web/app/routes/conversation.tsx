import { useQuery } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MESSAGE_MESSAGES } from '#shared/schemas/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { ConnectButton } from '#web/features/connections/components/connect-button.tsx';
import {
  ConversationView,
  type AttachedProperty,
} from '#web/features/messages/components/conversation-view.tsx';
import { propertyQuery } from '#web/features/properties/api/get-property.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

const attachedStateSchema = z.object({ property: z.object({ id: z.string(), title: z.string() }) });
const uuid = z.uuid();

/**
 * The property a conversation opened from a property page is about: `?property=<id>`,
 * with its title from navigation state when there is one, else read from the API.
 */
function useAttachedProperty(): [AttachedProperty | null, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get('property');
  const id = raw && uuid.safeParse(raw).success ? raw : null;
  const fromState = attachedStateSchema.safeParse(location.state);
  const known = fromState.success && fromState.data.property.id === id ? fromState.data.property : null;
  const fetched = useQuery({ ...propertyQuery(id ?? ''), enabled: id !== null && known === null });
  const clear = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('property');
        return copy;
      },
      { replace: true, preventScrollReset: true, state: null },
    );
  if (!id) return [null, clear];
  if (known) return [known, clear];
  return [fetched.data ? { id, title: fetched.data.title } : null, clear];
}

/** /inbox/:senderId: the conversation with one broker. */
export function ConversationPage() {
  const { senderId = '' } = useParams();
  const { user } = useAuth();
  const [property, clearProperty] = useAttachedProperty();
  if (!user) return null;
  if (senderId === user.id) {
    return (
      <StatusScreen icon={MessageSquareOff} title={MESSAGE_MESSAGES.self}>
        <Button asChild variant="secondary">
          <Link to="/inbox">Back to Inbox</Link>
        </Button>
      </StatusScreen>
    );
  }
  return (
    <ConversationView
      key={senderId}
      otherId={senderId}
      meId={user.id}
      connectAction={<ConnectButton brokerId={senderId} />}
      property={property}
      onClearProperty={clearProperty}
    />
  );
}

export default ConversationPage;
