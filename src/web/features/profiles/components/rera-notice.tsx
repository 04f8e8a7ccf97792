import { AlertTriangle } from 'lucide-react';
import { RERA_MESSAGES, reraStatusOf } from '#shared/rera.ts';
import type { OwnProfile } from '#shared/schemas/profiles.ts';

const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** On the broker's own profile: their RERA registration is missing, lapsed or lapses within 30 days. */
export function ReraNotice({ profile, today = indiaToday() }: { profile: OwnProfile; today?: string }) {
  const status = reraStatusOf(profile, today);
  if (status === 'valid') return null;
  const until = profile.rera_valid_until ? longDate(profile.rera_valid_until) : '';
  const text =
    status === 'missing'
      ? RERA_MESSAGES.missing
      : status === 'expired'
        ? `Your RERA registration lapsed on ${until}. Renew it with your state's authority and update the date here.`
        : `Your RERA registration is valid until ${until}. Renew it in time and update the date here.`;
  return (
    <p role="status" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
