import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateNotificationSettings as updateNotificationSettingsEndpoint } from '#shared/api/notification-settings.ts';
import { EMAIL_NOTIFICATION_TYPES, NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';
import { type NotificationSettings, type UpdateNotificationSettingsInput } from '#shared/schemas/notification-settings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { notificationKeys } from './query-keys';

/** One switch flipped: a type with its new in-app, e-mail and/or delivery value. */
export type PreferenceChange = UpdateNotificationSettingsInput['types'][number];

export const updateNotificationSettings = (input: UpdateNotificationSettingsInput) =>
  call(updateNotificationSettingsEndpoint, { body: input });

/** The settings with `change` applied (a type without instant e-mail stays 'daily'). */
export function applyPreferenceChange(settings: NotificationSettings, change: PreferenceChange): NotificationSettings {
  return {
    types: settings.types.map((pref) =>
      pref.type !== change.type
        ? pref
        : {
            ...pref,
            in_app: change.in_app ?? pref.in_app,
            email: change.email ?? pref.email,
            delivery: EMAIL_NOTIFICATION_TYPES.includes(pref.type) ? (change.delivery ?? pref.delivery) : 'daily',
          },
    ),
  };
}

/** The change that undoes `change`, from the settings before it. */
export function reverseChange(before: NotificationSettings, change: PreferenceChange): PreferenceChange | null {
  const pref = before.types.find((p) => p.type === change.type);
  if (!pref) return null;
  return {
    type: change.type,
    ...(change.in_app === undefined ? {} : { in_app: pref.in_app }),
    ...(change.email === undefined ? {} : { email: pref.email }),
    ...(change.delivery === undefined ? {} : { delivery: pref.delivery }),
  };
}

const updateKey = [...notificationKeys.settings, 'update'] as const;

/**
 * Saves each switch as it is flipped: shown at once, put back if the server refuses.
 * With several saves in flight, only the last answer is written to the cache.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey,
    mutationFn: (change: PreferenceChange) => updateNotificationSettings({ types: [change] }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings, exact: true });
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (before) queryClient.setQueryData(notificationKeys.settings, applyPreferenceChange(before, change));
      return { undo: before ? reverseChange(before, change) : null };
    },
    onError: (error, _change, context) => {
      const undo = context?.undo;
      if (undo) {
        queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (current) =>
          current ? applyPreferenceChange(current, undo) : current,
        );
      }
      toast.error(NOTIFICATION_MESSAGES.settingsFailed, { description: errorMessage(error, 'Please try again.') });
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) {
        queryClient.setQueryData(notificationKeys.settings, saved);
      }
      toast.success(NOTIFICATION_MESSAGES.settingsSaved);
    },
  });
}
