import { useId } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import { NOTIFICATION_DELIVERY_LABELS, NOTIFICATION_TYPE_LABELS } from '#shared/schemas/notification-settings.ts';
import { EMAIL_NOTIFICATION_TYPES, NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notifications.ts';
import { DIGEST_HOUR_IST, NOTIFICATION_DELIVERIES, type NotificationPreference, type NotificationSettings } from '#shared/schemas/notification-settings.ts';
import type { PreferenceChange } from '../api/update-notification-settings';

type Props = {
  settings: NotificationSettings;
  onChange: (change: PreferenceChange) => void;
};

/**
 * One row per notification type: an in-app switch, an e-mail switch, and how the e-mail
 * comes: 'Instantly' (types that have an instant e-mail) or in the 'Daily digest' (every
 * type; the only e-mail of the others).
 */
export function NotificationSettingsForm({ settings, onChange }: Props) {
  const byType = new Map(settings.types.map((pref) => [pref.type, pref]));
  return (
    <Card>
      <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700 sm:px-5">
        The daily digest is one e-mail a day, from {DIGEST_HOUR_IST}:00 AM India time, listing the
        notifications of the types you set to Daily digest.
      </p>
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
  const instantExists = EMAIL_NOTIFICATION_TYPES.includes(type);
  // The digest lists the day's in-app notifications: without them it has nothing of this type.
  const digestEmpty = pref.email && pref.delivery === 'daily' && !pref.in_app;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {description}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
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
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-email-switch`}
            checked={pref.email}
            onCheckedChange={(next) => onChange({ type, email: next })}
            aria-labelledby={`${id}-email ${id}-title`}
            aria-describedby={`${id}-description`}
          />
          <label id={`${id}-email`} htmlFor={`${id}-email-switch`} className="whitespace-nowrap text-sm text-slate-800">
            E-mail
          </label>
        </div>
        <fieldset disabled={!pref.email} className="min-w-0" aria-describedby={`${id}-delivery-hint`}>
          <legend className="sr-only">E-mail delivery for {title}</legend>
          <div className="inline-grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {NOTIFICATION_DELIVERIES.map((delivery) => {
              const unavailable = delivery === 'instant' && !instantExists;
              return (
                <label key={delivery} className="relative">
                  <input
                    type="radio"
                    name={`${id}-delivery`}
                    value={delivery}
                    checked={pref.delivery === delivery}
                    disabled={unavailable}
                    onChange={() => onChange({ type, delivery })}
                    className="peer sr-only"
                  />
                  <span
                    className={cn(
                      'flex h-9 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-slate-800',
                      'peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                      'peer-disabled:cursor-not-allowed peer-disabled:text-slate-500',
                    )}
                  >
                    {NOTIFICATION_DELIVERY_LABELS[delivery]}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      <p id={`${id}-delivery-hint`} className={cn('text-xs text-slate-600', digestEmpty && 'text-amber-800')}>
        {digestEmpty
          ? 'The digest lists your in-app notifications: switch In-app on to get these in it.'
          : instantExists
            ? 'E-mail comes at once, or in the daily digest.'
            : 'E-mail for this type comes only in the daily digest.'}
      </p>
    </li>
  );
}
