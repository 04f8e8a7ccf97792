import { describe, expect, it } from 'vitest';
import { formatLongDateHi } from './format-agreement-figures';

describe('formatLongDateHi', () => {
  it('writes the day and year in digits and the month in Hindi', () => {
    expect(formatLongDateHi('2026-12-01')).toBe('1 दिसंबर 2026');
    expect(formatLongDateHi('2027-05-31')).toBe('31 मई 2027');
    const months = Array.from(
      { length: 12 },
      (_, i) => formatLongDateHi(`2027-${String(i + 1).padStart(2, '0')}-15`).split(' ')[1],
    );
    expect(months).toEqual([
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ]);
  });

  it('refuses what is not an ISO date, as formatLongDate does', () => {
    expect(() => formatLongDateHi('01/12/2026')).toThrow('Not an ISO date');
    expect(() => formatLongDateHi('2026-13-01')).toThrow('Not an ISO date');
  });
});
