import { describe, expect, it } from 'vitest';
import { formatIstTime, formatIstTimeHi } from './format-ist';

describe('formatIstTime', () => {
  it('writes a moment in Indian Standard Time, UTC+05:30', () => {
    expect(formatIstTime(new Date('2026-11-26T08:35:00Z'))).toBe('26 Nov 2026, 14:05 IST');
    expect(formatIstTime(new Date('2026-09-03T00:00:00Z'))).toBe('3 Sep 2026, 05:30 IST');
  });

  it('moves to the next IST day after 18:30 UTC', () => {
    expect(formatIstTime(new Date('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027, 00:00 IST');
    expect(formatIstTime(new Date('2026-12-31T18:29:59Z'))).toBe('31 Dec 2026, 23:59 IST');
  });
});

describe('formatIstTimeHi', () => {
  it('writes the same IST moment with the month in Hindi', () => {
    expect(formatIstTimeHi(new Date('2026-11-26T08:35:00Z'))).toBe('26 नवंबर 2026, 14:05 IST');
    expect(formatIstTimeHi(new Date('2026-12-31T18:30:00Z'))).toBe('1 जनवरी 2027, 00:00 IST');
  });
});
