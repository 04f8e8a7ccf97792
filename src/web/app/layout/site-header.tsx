import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { sessionStore } from '#web/lib/session-store.ts';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';
import { Logo } from './logo';
import { useIsMobile } from './use-is-mobile';

const loadSignedInNav = () => import('./signed-in-nav');
const SignedInNav = lazy(loadSignedInNav);
// A returning member's browser starts on its code at once, beside the page's.
if (typeof window !== 'undefined' && sessionStore.hadSession()) void loadSignedInNav();

/** Fixed header: the signed-in navigation, or Request an Invite / Login / Sign Up. */
export function SiteHeader() {
  const { user, mfaPending } = useAuth();
  const isMobile = useIsMobile();
  const signedIn = !!user && !mfaPending;
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Logo compact={signedIn} />
        {signedIn ? (
          <Suspense fallback={<SignedInNavPlaceholder isMobile={isMobile} />}>
            <SignedInNav isMobile={isMobile} />
          </Suspense>
        ) : (
          <SignedOutNav />
        )}
      </div>
    </header>
  );
}

/** While the signed-in header's code loads: its controls' room, so nothing moves when they appear. */
function SignedInNavPlaceholder({ isMobile }: { isMobile: boolean }) {
  const slot = <span className="block h-10 w-10" />;
  return isMobile ? (
    <div className="flex items-center gap-1" aria-hidden="true">
      {slot}
      {slot}
      {slot}
    </div>
  ) : (
    <>
      <div className="min-w-0 flex-1" />
      <div className="flex shrink-0 items-center gap-1" aria-hidden="true">
        {slot}
        {slot}
        {slot}
      </div>
    </>
  );
}

function SignedOutNav() {
  const { request_invite_url } = useAppConfig();
  const link = 'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3';
  return (
    <nav aria-label="Account" className="flex items-center gap-1">
      {request_invite_url ? (
        <a href={request_invite_url} target="_blank" rel="noopener noreferrer" className={link}>
          Request an Invite
        </a>
      ) : null}
      <Link to="/login" className={link}>
        Login
      </Link>
      <Link to="/register" className="whitespace-nowrap rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
        Sign Up
      </Link>
    </nav>
  );
}
