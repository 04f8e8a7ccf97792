import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
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
          <Button asChild variant="secondary">
            <Link to="/notification-settings">
              <Settings className="h-4 w-4" aria-hidden="true" />
              Notification Settings
            </Link>
          </Button>
        }
      />
      <NotificationsView page={page} onPageChange={setPage} />
    </div>
  );
}

export default NotificationsPage;
