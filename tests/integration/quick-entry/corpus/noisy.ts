// One listing with a lot around it: greetings, other offers, requirements, chat lines,
// disclaimers, phone numbers, RERA and pin codes.
import type { CorpusEntry } from './corpus-entry';

export const noisyCorpus: CorpusEntry[] = [
  {
    name: 'noisy-good-morning-bellandur',
    text: `Good morning all 🙏🙏
Please share with your clients.

*Property 1*
3 BHK for sale in Bellandur, 1580 sqft, 3 bath, 1.35 Cr

Also have 2 BHK options in Sarjapur Road from 75L onwards, DM for details.

Regards,
Suresh | Sai Properties | 98860 12345
RERA: PRM/KA/RERA/1251/446/AG/180522/002345`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1580,
      price: 13500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Bellandur',
    },
  },
  {
    name: 'noisy-requirement-then-domlur',
    text: `Requirement: 2BHK in Indiranagar for a client, budget 40k.

Available: 3 BHK in Domlur, 1600 sft, 3 bath, rent 55k, deposit 3L. Pet friendly.`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1600,
      price: 55000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Bangalore',
      area: 'Domlur',
    },
  },
  {
    name: 'noisy-kharadi-disclaimer',
    text: `Posted by Owner | Verified ✔
2 BHK Apartment for rent in Kharadi, Pune
₹ 27,000/month  | Deposit ₹ 1,00,000
1,050 sq.ft | 2 Baths | Semi-Furnished
Society: Gera Park View
Disclaimer: All information is provided by the owner. BrokerCircle is not responsible for its accuracy. Prices are subject to change. Contact 020-2712 3456 for site visits between 10 am and 6 pm.`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1050,
      price: 27000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Pune',
      area: 'Kharadi',
    },
  },
  {
    name: 'noisy-chat-export-viman-nagar',
    text: `[09/05/24, 9:12 AM] Anil (Pune Homes): Good morning
[09/05/24, 9:15 AM] Anil (Pune Homes): 3 BHK for rent in Viman Nagar, 1450 sqft, 3 bath, fully furnished, 48k, deposit 2 lakh
[09/05/24, 9:16 AM] Rakesh: Interested, is it still available?
[09/05/24, 9:20 AM] Anil (Pune Homes): Yes, visits Saturday 11 am to 5 pm`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1450,
      price: 48000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Pune',
      area: 'Viman Nagar',
    },
  },
  {
    name: 'noisy-new-launch-configs',
    text: `NEW LAUNCH 🚀🚀
Brigade Cornerstone Utopia, Varthur
2 & 3 BHK apartments
2 BHK: 1150 sqft – 89 L onwards
3 BHK: 1550 sqft – 1.2 Cr onwards
Possession Dec 2026 | RERA approved | Bank loans available
Site visit: call 9900012345`,
    expected: {
      bedrooms: 2,
      baths: null,
      sqft: 1150,
      price: 8900000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Varthur',
    },
  },
  {
    name: 'noisy-kukatpally-paragraphs',
    text: `Spacious 3 BHK apartment available for sale in Kukatpally, Hyderabad.

This east-facing flat is on the 8th floor of a 14-storey gated community with clubhouse, swimming pool, gym and 24x7 security. The apartment has 3 bedrooms, 3 bathrooms, a modular kitchen and two balconies.

Super built-up area: 1,720 sq ft. Price: ₹ 1.12 Crore (negotiable). Maintenance ₹ 3 per sq ft per month.

Nearby: JNTU metro station (1 km), Forum Sujana Mall (2 km).`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1720,
      price: 11200000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Hyderabad',
      area: 'Kukatpally',
    },
  },
  {
    name: 'noisy-behala-phones',
    text: `Sale
2BHK, Behala, near Sakherbazar
850 sft, 2nd floor, 2 bath
Rs 42 lac
Ph: 033-2445 6789 / 9830012345`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 850,
      price: 4200000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Kolkata',
      area: 'Behala',
    },
  },
  {
    name: 'noisy-besant-nagar-pincode',
    text: `Individual house for rent
No. 12, 3rd Cross Street, Besant Nagar, Chennai 600090
3 BHK, 2 bathrooms, 1400 sq ft
Rent 45000, advance 5 lakhs`,
    expected: {
      bedrooms: 3,
      baths: 2,
      sqft: 1400,
      price: 45000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Chennai',
      area: 'Besant Nagar',
    },
  },
  {
    name: 'noisy-deposit-before-rent',
    text: 'Deposit 1 lakh, rent 25,000 – 2 BHK semi furnished flat in Prahlad Nagar, 1200 sq ft, 2 baths',
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1200,
      price: 25000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Ahmedabad',
      area: 'Prahlad Nagar',
    },
  },
  {
    name: 'noisy-goregaon-maintenance',
    text: `*Ready possession* 2 BHK in Goregaon West
Carpet 720 sq ft | 14th floor | 2 bath
Price: 1.85 Cr all inclusive
Maintenance: 6,500/month
Stamp duty & registration extra`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 720,
      price: 18500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Mumbai',
      area: 'Goregaon West',
    },
  },
  {
    name: 'noisy-broadcast-two-listings',
    text: `Dear Brokers,
Fresh inventory for today 👇

1) 3 BHK for rent in Kalyani Nagar, 1600 sqft, 3 bath, 55k rent, furnished
2) 2 BHK for sale in Hadapsar, 1050 sqft, 72 lakh

Call for site visits. Brokerage 1 month.`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1600,
      price: 55000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Pune',
      area: 'Kalyani Nagar',
    },
  },
  {
    name: 'noisy-pre-leased-shop',
    text: `Pre-leased shop for sale in Ameerpet, Hyderabad
Tenant: reputed pharmacy chain, 9 years lease
Rental income 85,000 per month
Carpet 600 sqft, ground floor
Price 1.6 Cr, ROI 6.4%`,
    expected: {
      bedrooms: null,
      baths: null,
      sqft: 600,
      price: 16000000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Hyderabad',
      area: 'Ameerpet',
    },
  },
  {
    name: 'noisy-bopal-floor-and-years',
    text: `3 BHK tenement for sale in South Bopal, Ahmedabad
Built in 2012, 2 floors, 3 bathrooms
Super built-up 1,950 sq.ft.
Price Rs. 95,00,000 (negotiable)
Pin 380058`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1950,
      price: 9500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Ahmedabad',
      area: 'South Bopal',
    },
  },
];
