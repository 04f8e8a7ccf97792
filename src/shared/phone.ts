// Indian phone numbers (spec section 5): '+91' and the last 10 digits, zero padded.
import { PHONE_DIGITS, PHONE_PREFIX } from './constants';

/** Normalises any typed phone number; returns null when it has no digit at all. */
export function normalizeIndianPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `${PHONE_PREFIX}${digits.slice(-PHONE_DIGITS).padStart(PHONE_DIGITS, '0')}`;
}

/**
 * https://wa.me/<digits>?text=<message>: the chat of that Indian number (country code and
 * number, digits only), or https://wa.me/?text=... without one, which lets the sender pick
 * the chat. The one wa.me link builder (invitations, agreements).
 */
export function whatsAppMessageUrl(phone: string | null, message: string): string {
  const normalized = phone ? normalizeIndianPhone(phone) : null;
  const digits = normalized?.replace(/\D/g, '') ?? '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
