// When an answer arrived, on the page's monotonic clock and on the wall clock. Session
// refreshes are timed from here with the server's `expires_in`: never by comparing the
// device's clock with the server's `expires_at`, which a phone whose clock runs hours
// fast turns into "already expired" on every answer. No imports: the boot script uses it.

export type ReceivedAt = { mono: number; wall: number };

export const receivedNow = (): ReceivedAt => ({ mono: performance.now(), wall: Date.now() });

/**
 * Milliseconds since `at`. Both clocks are used only as differences, so a skewed device
 * clock cancels out; the larger of the two counts, because the monotonic clock may stand
 * still while the device sleeps, and a wall clock set back counts as nothing.
 */
export function elapsedSince(at: ReceivedAt, now: ReceivedAt = receivedNow()): number {
  const mono = Math.max(0, now.mono - at.mono);
  const wall = now.wall - at.wall;
  return Math.max(mono, wall > 0 ? wall : 0);
}
