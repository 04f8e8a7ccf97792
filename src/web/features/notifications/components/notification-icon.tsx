import {
  Bell,
  Building2,
  CalendarClock,
  ClipboardCheck,
  Download,
  Eye,
  Handshake,
  MessageSquare,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  connection_request: UserPlus,
  connection_accepted: UserCheck,
  message: MessageSquare,
  chat_message: MessageSquare,
  new_member: Users,
  new_listing: Building2,
  property_view: Eye,
  data_export_ready: Download,
  requirement_match: Handshake,
  requirement_expiring: CalendarClock,
  project_registration: ClipboardCheck,
  project_client_update: ClipboardCheck,
  project_update: ClipboardCheck,
};

/** The picture for a notification type; any other type gets the generic bell. */
export function NotificationIcon({ type }: { type: string }) {
  const Icon = Object.hasOwn(icons, type) ? (icons[type] ?? Bell) : Bell;
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
      <Icon className="h-4 w-4" aria-hidden="true" data-icon={Icon === Bell ? 'generic' : type} />
    </span>
  );
}
