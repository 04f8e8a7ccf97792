import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { NotificationSettingsView } from '#web/features/notifications/components/notification-settings-view.tsx';

export function NotificationSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notification Settings"
        description="Choose what you hear about, in the app and by e-mail. Changes are saved at once."
        actions={
          <Button asChild variant="secondary">
            <Link to="/notifications">
              <Bell className="h-4 w-4" aria-hidden="true" />
              Notifications
            </Link>
          </Button>
        }
      />
      <NotificationSettingsView />
    </div>
  );
}

export default NotificationSettingsPage;
