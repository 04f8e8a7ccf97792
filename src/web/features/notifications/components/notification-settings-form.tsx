import { useId } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationSettings,
  type NotificationType,
} from '#shared/schemas/notifications.ts';
import type { PreferenceChange } from '../api/update-notification-settings';

type Props = {
  settings: NotificationSettings;
  onChange: (change: PreferenceChange) => void;
};

/** One row per notification type: an in-app switch, and an e-mail switch where e-mail exists. */
export function NotificationSettingsForm({ settings, onChange }: Props) {
  const byType = new Map(settings.types.map((pref) => [pref.type, pref]));
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {NOTIFICATION_TYPES.map((type) => {
          const pref = byType.get(type);
          return pref ? <PreferenceRow key={type} type={type} pref={pref} onChange={onChange} /> : null;
        })}
      </ul>
    </Card>
  );
}

function PreferenceRow({
  type,
  pref,
  onChange,
}: {
  type: NotificationType;
  pref: NotificationPreference;
  onChange: (change: PreferenceChange) => void;
}) {
  const id = useId();
  const { title, description } = NOTIFICATION_TYPE_LABELS[type];
  const email = pref.email;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2 sm:w-28">
          <Switch
            id={`${id}-in-app-switch`}
            checked={pref.in_app}
            onCheckedChange={(in_app) => onChange({ type, in_app })}
            aria-labelledby={`${id}-in-app ${id}-title`}
            aria-describedby={`${id}-description`}
          />
          <label id={`${id}-in-app`} htmlFor={`${id}-in-app-switch`} className="whitespace-nowrap text-sm text-slate-800">
            In-app
          </label>
        </div>
        {email === null ? (
          <span className="text-sm text-slate-600 sm:w-44">No e-mail for this type</span>
        ) : (
          <div className="flex items-center gap-2 sm:w-44">
            <Switch
              id={`${id}-email-switch`}
              checked={email}
              onCheckedChange={(next) => onChange({ type, email: next })}
              aria-labelledby={`${id}-email ${id}-title`}
              aria-describedby={`${id}-description`}
            />
            <label id={`${id}-email`} htmlFor={`${id}-email-switch`} className="whitespace-nowrap text-sm text-slate-800">
              E-mail
            </label>
          </div>
        )}
      </div>
    </li>
  );
}
