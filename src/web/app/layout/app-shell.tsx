import { Outlet, useNavigation } from 'react-router';
import { useConnectionsRealtime } from '#web/features/connections/hooks/use-connections-realtime.ts';
import { useFeedRealtime } from '#web/features/feed/hooks/use-feed-realtime.ts';
import { useMessagesRealtime } from '#web/features/messages/hooks/use-messages-realtime.ts';
import { useNotificationsRealtime } from '#web/features/notifications/hooks/use-notifications-realtime.ts';
import { usePropertyViewsRealtime } from '#web/features/properties/hooks/use-property-views-realtime.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { MessageDialogHost } from './message-dialog-host';
import { SiteHeader } from './site-header';

export function AppShell() {
  const navigation = useNavigation();
  const { user, mfaPending } = useAuth();
  const meId = user && !mfaPending ? user.id : null;
  // Realtime events update the caches on every page (spec section 4).
  useNotificationsRealtime();
  useConnectionsRealtime(meId);
  useMessagesRealtime(meId);
  useFeedRealtime(meId);
  usePropertyViewsRealtime();
  return (
    <MessageDialogHost meId={meId}>
      <div className="min-h-dvh">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="mx-auto max-w-7xl px-4 pb-12 pt-20" aria-busy={navigation.state === 'loading'}>
          <Outlet />
        </main>
      </div>
    </MessageDialogHost>
  );
}
