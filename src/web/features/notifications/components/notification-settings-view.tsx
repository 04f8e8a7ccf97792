import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';

/** /notification-settings: each switch saves at once, and goes back if saving fails. */
export function NotificationSettingsView() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (settings.isPending) {
    return (
      <Card role="status" aria-label="Loading notification settings" className="divide-y divide-slate-100">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center justify-between gap-4 px-4 py-4 sm:px-5">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
            <Skeleton className="h-6 w-11 rounded-full" />
          </div>
        ))}
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <LoadErrorScreen title="Could not load notification settings" onRetry={() => void settings.refetch()} />
    );
  }
  return <NotificationSettingsForm settings={settings.data} onChange={(change) => update.mutate(change)} />;
}
