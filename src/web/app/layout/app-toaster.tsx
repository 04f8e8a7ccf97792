// The toast area. Loaded on its own after the first paint (app.tsx): sonner's
// Toaster replays the toasts that are still active when it subscribes, so a toast
// raised while this code loads still shows.
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@shared/constants';

export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      // Below the fixed 64 px header, so a toast never covers the bell or the menu.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      toastOptions={{ classNames: { description: '!text-slate-700' } }}
    />
  );
}
