import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { INITIAL_SPINNER_MS } from '#shared/constants.ts';
import { matchAppRoute } from '#shared/routes.ts';
import { App, createQueryClient } from './app/app';
import { isMfaPending } from './lib/auth/auth-context';
import { startSessionCheck, takeFirstFeedPage } from './lib/auth/auth-provider';
import { applyAppStylesheet } from './lib/apply-app-stylesheet';
import { sessionStore } from './lib/session-store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();

// A returning member's session check goes out now, not after the first render; on the
// dashboard its reads follow as soon as the session is back (decision 014), the feed's
// first page adopted from the boot script's request when it sent one (decision 048).
void startSessionCheck().then((signedIn) => {
  const { user } = sessionStore.get();
  if (
    signedIn &&
    user &&
    !isMfaPending(user) &&
    matchAppRoute(window.location.pathname)?.page === 'dashboard'
  ) {
    void import('./features/dashboard/api/dashboard-queries').then((m) =>
      m.prefetchDashboard(queryClient),
    );
  } else {
    // Not showing the feed: an early answer for it is not kept.
    void takeFirstFeedPage();
  }
});

// index.html paints the spinner; the app replaces it once the first 200 ms are over and
// its stylesheet (preloaded, not render-blocking) is applied (decision 048).
// The first render is a transition, so React renders in slices that leave the main
// thread free for input instead of one long task (decision 014).
const wait = Math.max(0, INITIAL_SPINNER_MS - performance.now());
const stylesheet = applyAppStylesheet();
setTimeout(() => {
  void stylesheet.then(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  });
}, wait);
