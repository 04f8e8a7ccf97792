import { Settings } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { NotificationsView } from '#web/features/notifications/components/notifications-view.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';

export function NotificationsPage() {
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notifications"
        description="Activity in your network, newest first."
        actions={
          <LinkButton to="/notification-settings" icon={Settings} variant="secondary">
            Notification Settings
          </LinkButton>
        }
      />
      <NotificationsView page={page} onPageChange={setPage} />
    </div>
  );
}

export default NotificationsPage;
