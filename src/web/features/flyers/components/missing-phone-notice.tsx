import { PhoneOff } from 'lucide-react';
import { Link } from 'react-router';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { useOwnProfile } from '#web/features/profiles/index.ts';

/**
 * A flyer shows its broker's contact: without a phone on the broker's own profile it
 * has no Call or WhatsApp button (walk-through item 7). Says so, with the way to fix it.
 * Nothing while the profile loads or when it has a phone.
 */
export function MissingPhoneNotice() {
  const profile = useOwnProfile();
  if (!profile.data || profile.data.phone) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <PhoneOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        {FLYER_MESSAGES.noPhone}{' '}
        <Link
          to="/profile"
          className="font-medium underline underline-offset-2 hover:text-amber-950"
        >
          Add your phone number on your profile
        </Link>
        .
      </p>
    </div>
  );
}
