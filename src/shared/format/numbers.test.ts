import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatNumber,
  formatRupees,
  formatWholeCurrency,
  formatWholeNumber,
} from './numbers';

describe('the one number formatter', () => {
  it('groups the Indian way (lakh, crore) and rounds as each kind says', () => {
    expect(formatNumber(1150)).toBe('1,150');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatWholeNumber(12000000.4)).toBe('1,20,00,000');
    expect(formatDecimal(12345.678)).toBe('12,345.68');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(95_00_000)).toBe('₹95,00,000');
  });

  it('writes other currencies whole, with their symbol, the same formatter reused', () => {
    expect(formatWholeCurrency(1200.6, 'USD')).toBe('$1,201');
    expect(formatWholeCurrency(1200, 'USD')).toBe('$1,200');
    expect(formatWholeCurrency(5000, 'EUR')).toBe('€5,000');
  });
});
