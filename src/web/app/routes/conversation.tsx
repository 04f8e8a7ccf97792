import { useQuery } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MESSAGE_MESSAGES } from '#shared/schemas/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { ConnectButton } from '#web/features/connections/components/connect-button.tsx';
import { ConversationView } from '#web/features/messages/components/conversation-view.tsx';
import { propertyQuery } from '#web/features/properties/api/get-property.ts';
import { requirementQuery } from '#web/features/requirements/index.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

const attachedSchema = z.object({ id: z.string(), title: z.string() });
const attachedStateSchema = z.object({
  property: attachedSchema.optional(),
  requirement: attachedSchema.optional(),
});
const uuid = z.uuid();

type Attached = { id: string; title: string };

/**
 * What the next message is about, from the URL: `?property=<id>` (opened from a listing)
 * and `?requirement=<id>` (a match's 'Message broker', 'I have a listing'), each with its
 * title from navigation state when there is one, else read from the API.
 */
function useAttached(name: 'property' | 'requirement'): [Attached | null, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get(name);
  const id = raw && uuid.safeParse(raw).success ? raw : null;
  const fromState = attachedStateSchema.safeParse(location.state);
  const stated = fromState.success ? fromState.data[name] : undefined;
  const known = stated && stated.id === id ? stated : null;
  const wanted = id !== null && known === null;
  const property = useQuery({ ...propertyQuery(id ?? ''), enabled: wanted && name === 'property' });
  const requirement = useQuery({
    ...requirementQuery(id ?? ''),
    enabled: wanted && name === 'requirement',
  });
  const clear = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(name);
        return copy;
      },
      { replace: true, preventScrollReset: true, state: null },
    );
  if (!id) return [null, clear];
  if (known) return [known, clear];
  const fetched = name === 'property' ? property.data : requirement.data;
  return [fetched ? { id, title: fetched.title } : null, clear];
}

/** /inbox/:senderId: the conversation with one broker. */
export function ConversationPage() {
  const { senderId = '' } = useParams();
  const { user } = useAuth();
  const [property, clearProperty] = useAttached('property');
  const [requirement, clearRequirement] = useAttached('requirement');
  const [, setParams] = useSearchParams();
  const clearAttachments = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('property');
        copy.delete('requirement');
        return copy;
      },
      { replace: true, preventScrollReset: true, state: null },
    );
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
      requirement={requirement}
      onClearRequirement={clearRequirement}
      onClearAttachments={clearAttachments}
    />
  );
}

export default ConversationPage;
