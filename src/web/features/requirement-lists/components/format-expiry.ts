const DAY_MS = 86_400_000;

/**
 * When a requirement stops being shown to the network: 'Expires in 12 days', 'Expires
 * today', or for an expired one 'Expired on 3/4/2026'.
 */
export function formatExpiry(expiresAt: string, expired: boolean, now: Date): string {
  const at = new Date(expiresAt);
  if (expired || at.getTime() <= now.getTime()) return `Expired on ${at.toLocaleDateString()}`;
  const days = Math.floor((at.getTime() - now.getTime()) / DAY_MS);
  if (days === 0) return 'Expires today';
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`;
}
