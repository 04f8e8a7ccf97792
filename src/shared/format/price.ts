// Spec section 9: INR uses Indian digit grouping; other currencies a whole-number
// currency format; no price reads 'Price on request'.
export const PRICE_ON_REQUEST = 'Price on request';

export function formatPrice(price: number | null | undefined, currency = 'INR'): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return PRICE_ON_REQUEST;
  }
  if (currency === 'INR') {
    return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(price)}`;
  }
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(price);
}
