import { Bell } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { NotificationSettingsView } from '#web/features/notifications/components/notification-settings-view.tsx';

export function NotificationSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Notification Settings"
        description="Choose what you hear about, in the app and by e-mail. Changes are saved at once."
        actions={
          <LinkButton to="/notifications" icon={Bell} variant="secondary">
            Notifications
          </LinkButton>
        }
      />
      <NotificationSettingsView />
    </div>
  );
}

export default NotificationSettingsPage;
