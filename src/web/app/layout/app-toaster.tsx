// The toast area. Loaded on its own after the first paint (app.tsx): sonner's
// Toaster replays the toasts that are still active when it subscribes, so a toast
// raised while this code loads still shows.
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '#shared/constants.ts';
import { useIsMobile } from './use-is-mobile';

/**
 * One toast at a time for 3 s (spec section 9), at the bottom: on a phone across the
 * bottom edge, on a desktop in the bottom right corner. At the top, under the fixed
 * header, they covered the page heading and its buttons (the feed's Refresh) on phones.
 */
export default function AppToaster() {
  const isMobile = useIsMobile();
  return (
    <Toaster
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      toastOptions={{ classNames: { description: '!text-slate-700' } }}
    />
  );
}
