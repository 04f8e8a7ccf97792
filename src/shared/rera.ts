// RERA registration (issue 20): every state's Real Estate Regulatory Authority registers
// the agents who market property there, and MahaRERA (like others) requires the agent's
// number on every advertisement. A broker's number, state and valid-until date live on
// their profile and print on their agreements, flyers, listing pages and broker card.

/** The states and union territories whose authorities register agents. */
export const RERA_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
  'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
  'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan',
  'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;
export type ReraState = (typeof RERA_STATES)[number];

/** A profile's warning comes this many days before the registration lapses. */
export const RERA_WARNING_DAYS = 30;

export const RERA_MESSAGES = {
  numberFormat: 'Use letters, digits, / and - only, at most 50 characters',
  state: 'Choose the state of your RERA registration',
  validUntil: 'Enter the date your RERA registration is valid until',
  missing:
    'Add your RERA registration number: state authorities such as MahaRERA require it on every advertisement, and it prints on your agreements, flyers and listing pages.',
} as const;

export type ReraStatus = 'missing' | 'expired' | 'expiring' | 'valid';

/** Where a registration stands on `today` (an ISO date, India's day). */
export function reraStatusOf(r: { rera_number: string | null; rera_valid_until: string | null }, today: string): ReraStatus {
  if (!r.rera_number) return 'missing';
  if (!r.rera_valid_until) return 'valid';
  if (r.rera_valid_until < today) return 'expired';
  const days = (Date.parse(`${r.rera_valid_until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= RERA_WARNING_DAYS ? 'expiring' : 'valid';
}

/** 'RERA A51800012345 (Maharashtra)'; null without a number. */
export function reraLine(number: string | null, state: string | null): string | null {
  if (!number) return null;
  return state ? `RERA ${number} (${state})` : `RERA ${number}`;
}
