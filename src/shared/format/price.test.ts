import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_ON_REQUEST } from './price';

describe('formatPrice', () => {
  it('groups INR the Indian way, whole rupees', () => {
    expect(formatPrice(12_500_000, 'INR')).toBe('₹1,25,00,000');
    expect(formatPrice(100_000, 'INR')).toBe('₹1,00,000');
    expect(formatPrice(999, 'INR')).toBe('₹999');
    expect(formatPrice(4_550_000.6, 'INR')).toBe('₹45,50,001');
  });

  it('defaults to INR', () => {
    expect(formatPrice(12_500_000)).toBe('₹1,25,00,000');
  });

  it('formats other currencies as whole-number currency', () => {
    expect(formatPrice(1_234_567.89, 'USD')).toBe('$1,234,568');
    expect(formatPrice(2500, 'USD')).toBe('$2,500');
    expect(formatPrice(1000, 'EUR')).toBe('€1,000');
    expect(formatPrice(750_000, 'GBP')).toBe('£750,000');
  });

  it("says 'Price on request' when there is no price", () => {
    expect(PRICE_ON_REQUEST).toBe('Price on request');
    for (const missing of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(missing, 'INR')).toBe('Price on request');
    }
    expect(formatPrice(null, 'USD')).toBe('Price on request');
  });
});
