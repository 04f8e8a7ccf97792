// Test-only: a scrape-property answer and a WhatsApp-style paste, for the card's tests.
import type { ScrapePropertyResult } from '#shared/schemas/quick-entry.ts';

export function aScrapeResult(overrides: Partial<ScrapePropertyResult> = {}): ScrapePropertyResult {
  return {
    title: '3 BHK Apartment for Sale in Prestige Shantiniketan, Whitefield',
    description: 'East-facing 3 BHK on the 9th floor. Two covered car parks, clubhouse and pool.',
    property_type: 'Sale',
    bedrooms: 3,
    baths: 3,
    sqft: 1650,
    price: 14_500_000,
    currency: 'INR',
    city: 'Bangalore',
    area: 'Whitefield',
    city_id: 1,
    area_id: 12,
    images: ['https://example.com/1.jpg', 'https://example.com/2.jpg', 'https://example.com/3.jpg'],
    source: 'json-ld',
    ...overrides,
  };
}

/** A WhatsApp-style forward, as brokers paste them. */
export const WHATSAPP_LISTING = [
  '*2 BHK Flat for Rent* 🏠',
  '📍 Andheri West, Mumbai',
  '1100 sq ft, 2 bathrooms',
  'Rent: 55k/month',
  'Deposit 2 lakh',
  'Call 98765 43210',
].join('\n');
