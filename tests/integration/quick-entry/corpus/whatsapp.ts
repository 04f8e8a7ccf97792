// WhatsApp forwards as brokers send them: emoji bullets, *bold*, contact lines, chat headers.
import type { CorpusEntry } from './corpus-entry';

export const whatsappCorpus: CorpusEntry[] = [
  {
    name: 'wa-hsr-sale-emoji',
    text: `*🏡 3 BHK FOR SALE – HSR LAYOUT 🏡*

📍 Sector 2, HSR Layout, Bangalore
🛏 3 Bed | 🛁 3 Bath
📐 1650 sq.ft super built-up
🏢 4th floor of 5, East facing
🚗 1 covered car parking
💰 *₹ 1.65 Cr* (slightly negotiable)

Contact: Ramesh 98450 12345`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1650,
      price: 16500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'HSR Layout',
    },
  },
  {
    name: 'wa-koramangala-rent-forwarded',
    text: `Forwarded
*For Rent*
2BHK semi furnished flat in Koramangala 5th Block
Rent: Rs.45,000/month
Deposit: 2 lakh
Maintenance 3,500 extra
1200 sft, 2 bath, 3rd floor
Family preferred. No brokerage from tenant.
Call 9886012345`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1200,
      price: 45000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Bangalore',
      area: 'Koramangala',
    },
  },
  {
    name: 'wa-andheri-hot-deal',
    text: `🔥🔥 HOT DEAL 🔥🔥
Andheri West, Lokhandwala
2 BHK 850 carpet
Asking 2.4 Cr
Society with gym & pool
OC received, ready to move
Call Sameer +91 98200 45678`,
    expected: {
      bedrooms: 2,
      baths: null,
      sqft: 850,
      price: 24000000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Mumbai',
      area: 'Andheri West',
    },
  },
  {
    name: 'wa-baner-1bhk-rent',
    text: `*Available for rent*
1 BHK fully furnished, Baner
Rent 18k, deposit 50k
Bachelors allowed 👍
550 sqft
Contact 9822012345`,
    expected: {
      bedrooms: 1,
      baths: null,
      sqft: 550,
      price: 18000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Pune',
      area: 'Baner',
    },
  },
  {
    name: 'wa-gachibowli-checkmarks',
    text: `✅ 3BHK Gated Community Flat for sale
✅ Location: Gachibowli, Hyderabad
✅ 1850 SFT, East facing, 7th floor
✅ 3 bathrooms, 2 balconies
✅ Price: 1.45 Cr (all inclusive)
✅ Possession: Ready to move`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1850,
      price: 14500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Hyderabad',
      area: 'Gachibowli',
    },
  },
  {
    name: 'wa-velachery-to-let',
    text: `TO LET
2 BHK independent house, Velachery, Chennai
Ground floor, 1000 sqft, 2 bathrooms
Rent ₹22,000 + maintenance ₹1,000
Advance 10 months
Vegetarians only`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1000,
      price: 22000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Chennai',
      area: 'Velachery',
    },
  },
  {
    name: 'wa-south-ex-builder-floor',
    text: `*Builder floor for sale*
South Extension Part 2, New Delhi
4 bedroom, 4 bathroom
250 sq yd plot, covered area 2200 sqft, 2nd floor with roof rights
Price 6.25 Cr`,
    expected: {
      bedrooms: 4,
      baths: 4,
      sqft: 2200,
      price: 62500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Delhi',
      area: 'South Extension',
    },
  },
  {
    name: 'wa-new-town-kolkata',
    text: `🏢 Ready flat for sale 🏢
📍 New Town, Action Area 1, Kolkata
3 BHK | 2 Toilets | 1280 sq ft
12th floor, lake view
Price: ₹ 95 Lakhs negotiable`,
    expected: {
      bedrooms: 3,
      baths: 2,
      sqft: 1280,
      price: 9500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Kolkata',
      area: 'New Town',
    },
  },
  {
    name: 'wa-bodakdev-labelled',
    text: `*3 BHK Flat for Sale*
Scheme: Shilp Residency
Area: Bodakdev, Ahmedabad
Super built-up: 2050 sq.ft.
Price: 1.35 Cr
Floor: 6/12
Contact: 9825012345`,
    expected: {
      bedrooms: 3,
      baths: null,
      sqft: 2050,
      price: 13500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Ahmedabad',
      area: 'Bodakdev',
    },
  },
  {
    name: 'wa-jaipur-plot-gaj',
    text: `Urgent sale!!
200 gaj plot, Jagatpura, Jaipur
JDA approved, 30 ft road
Rate 32,000 per gaj
Total 64 lakh`,
    expected: {
      bedrooms: null,
      baths: null,
      sqft: 1800,
      price: 6400000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Jaipur',
      area: 'Jagatpura',
    },
  },
  {
    name: 'wa-whitefield-pointing-bullets',
    text: `👉 2BHK for rent in Whitefield
👉 Prestige Shantiniketan
👉 1250 sqft, 2 baths
👉 Semi furnished
👉 Rent 38k + 4k maintenance
👉 Deposit 2.5L
👉 Immediate occupancy`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1250,
      price: 38000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Bangalore',
      area: 'Whitefield',
    },
  },
  {
    name: 'wa-powai-1bhk-rent',
    text: `Available on rent
1 BHK, Powai, Hiranandani Gardens
Carpet 480 sqft
Rent 55k/month, 3 months deposit
Fully furnished, 14th floor, lake view`,
    expected: {
      bedrooms: 1,
      baths: null,
      sqft: 480,
      price: 55000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Mumbai',
      area: 'Powai',
    },
  },
  {
    name: 'wa-sarjapur-villa',
    text: `*Luxury villa for sale* 🌴
Sarjapur Road, Bangalore
4 BHK + study | 5 bathrooms
Plot 40x60, built-up 3800 sqft
Private garden, pool in community
₹ 4.2 Cr`,
    expected: {
      bedrooms: 4,
      baths: 5,
      sqft: 3800,
      price: 42000000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Sarjapur Road',
    },
  },
  {
    name: 'wa-kondapur-3t',
    text: `*TO-LET*
Kondapur, Hyderabad
3BHK 3T, 1650 sft
Rent 42,000/-
Maintenance 4,000
Deposit 2 months
Near Botanical Garden`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1650,
      price: 42000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Hyderabad',
      area: 'Kondapur',
    },
  },
  {
    name: 'wa-sholinganallur-resale',
    text: `OMR Sholinganallur - 2BHK resale flat
1105 sq ft, 2 baths, 5th floor, 2019 construction
Price 82 Lakhs
Call 98410 56789`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1105,
      price: 8200000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Chennai',
      area: 'Sholinganallur',
    },
  },
  {
    name: 'wa-chat-header-jubilee-hills',
    text: `[14/03/24, 10:42:17 AM] Vikram Realty: *Fresh listing*
3 BHK in Jubilee Hills, Hyderabad
Independent house, 2400 sq ft, 4 bath
Rent 1.2 lakh per month
Deposit 6 lakh`,
    expected: {
      bedrooms: 3,
      baths: 4,
      sqft: 2400,
      price: 120000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Hyderabad',
      area: 'Jubilee Hills',
    },
  },
  {
    name: 'wa-wakad-arrows',
    text: `🏠 *2 BHK FLAT FOR SALE IN WAKAD* 🏠
➡️ 980 sq.ft carpet
➡️ 2 bathrooms
➡️ Amenities: gym, swimming pool, clubhouse
➡️ Price: 85 lacs (negotiable)
➡️ 7th floor, west facing
📞 9922012345`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 980,
      price: 8500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Pune',
      area: 'Wakad',
    },
  },
  {
    name: 'wa-saket-furnished-rent',
    text: `Furnished 2BHK on rent in Saket
Rent 60,000 per month including maintenance
2 bathrooms, 1100 sq ft
Near Select Citywalk`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      price: 60000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Delhi',
      area: 'Saket',
    },
  },
];
