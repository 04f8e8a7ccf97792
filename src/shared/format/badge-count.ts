import { NOTIFICATION_BADGE_MAX } from '../constants';

/** The bell badge: the count, or '99+' above 99; nothing at zero. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}
