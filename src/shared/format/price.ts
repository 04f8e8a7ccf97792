// Spec section 9: INR uses Indian digit grouping; other currencies a whole-number
// currency format; no price reads 'Price on request'.
import { formatRupees, formatWholeCurrency } from './numbers';
export const PRICE_ON_REQUEST = 'Price on request';

export function formatPrice(price: number | null | undefined, currency = 'INR'): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return PRICE_ON_REQUEST;
  }
  return currency === 'INR' ? formatRupees(price) : formatWholeCurrency(price, currency);
}
