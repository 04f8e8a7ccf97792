// What a signed-in broker's tab loads after the first paint for realtime (decision 048):
// the client, and the hooks that apply its events to the caches of every page (spec
// section 4). RealtimeProvider mounts RealtimeUpdates and starts the client together.
import { useConnectionsRealtime } from '#web/features/connections/hooks/use-connections-realtime.ts';
import { useFeedRealtime } from '#web/features/feed/hooks/use-feed-realtime.ts';
import { useMessagesRealtime } from '#web/features/messages/hooks/use-messages-realtime.ts';
import { useNotificationsRealtime } from '#web/features/notifications/hooks/use-notifications-realtime.ts';
import { usePropertyViewsRealtime } from '#web/features/properties/hooks/use-property-views-realtime.ts';
import { createBrowserRealtimeClient } from '#web/lib/realtime/browser-realtime-client.ts';
import type { RealtimeParts } from '#web/lib/realtime/realtime-provider.tsx';

function RealtimeUpdates({ meId }: { meId: string }) {
  useNotificationsRealtime();
  useConnectionsRealtime(meId);
  useMessagesRealtime(meId);
  useFeedRealtime(meId);
  usePropertyViewsRealtime();
  return null;
}

export function loadRealtimeParts(): RealtimeParts {
  return { client: createBrowserRealtimeClient(), Updates: RealtimeUpdates };
}
