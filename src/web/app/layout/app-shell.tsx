import { Outlet, useNavigation } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { MessageDialogHost } from './message-dialog-host';
import { SiteHeader } from './site-header';

export function AppShell() {
  const navigation = useNavigation();
  const { user, mfaPending } = useAuth();
  const meId = user && !mfaPending ? user.id : null;
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
