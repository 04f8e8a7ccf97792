import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-03-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'just now' under 60 seconds (and for a clock slightly ahead)", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
  });

  it('counts minutes, then hours', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MIN + 59), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });

  it('counts days up to 6', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('shows a locale date from 7 days on', () => {
    const then = ago(7 * DAY);
    expect(formatRelativeTime(then, now)).toBe(then.toLocaleDateString());
    const older = new Date('2024-01-02T10:00:00Z');
    expect(formatRelativeTime(older, now)).toBe(older.toLocaleDateString());
    expect(formatRelativeTime(older, now)).not.toMatch(/ago$/);
  });

  it('accepts an ISO string', () => {
    expect(formatRelativeTime(ago(5 * MIN).toISOString(), now)).toBe('5m ago');
  });
});
