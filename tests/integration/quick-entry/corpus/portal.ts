// Portal copy as brokers paste it from 99acres, MagicBricks, NoBroker and Housing-style pages.
import type { CorpusEntry } from './corpus-entry';

export const portalCorpus: CorpusEntry[] = [
  {
    name: 'portal-99acres-varthur',
    text: `3 BHK Apartment for Sale in Prestige Lakeside Habitat, Varthur, Bangalore
₹1.8 Cr
EMI starts at ₹1.05 Lac
Super Built-up Area: 1,895 sq.ft. (176.05 sq.m.)
Carpet Area: 1,350 sq.ft.
Configuration: 3 Bedrooms, 3 Bathrooms, 3 Balconies
Floor: 9 of 14
Facing: East
Overlooking: Pool, Garden/Park
Furnishing: Semi-Furnished
Transaction type: Resale
Property age: 5 to 10 years`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1895,
      price: 18000000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Varthur',
    },
  },
  {
    name: 'portal-magicbricks-gachibowli-rent',
    text: `2 BHK Flat for Rent in Gachibowli, Hyderabad
Rent: ₹32,000 | Security Deposit: ₹64,000
Super Area: 1200 sqft
Bathrooms: 2
Furnished Status: Unfurnished
Floor: 3 out of 10
Tenant Preferred: Family/Bachelors
Available from: Immediately`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1200,
      price: 32000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Hyderabad',
      area: 'Gachibowli',
    },
  },
  {
    name: 'portal-nobroker-panathur',
    text: `2 BHK Flat In Sobha Dream Acres for Rent In Panathur
Rent ₹ 26,500/Month
Deposit ₹ 1,50,000
Builtup 1,130 sqft
Furnishing: Semi Furnished
Apartment Type: 2 BHK
Bathrooms: 2
Parking: Car
Preferred Tenants: Family`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1130,
      price: 26500,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Bangalore',
      area: 'Panathur',
    },
  },
  {
    name: 'portal-housing-chembur',
    text: `2 BHK Flat for sale in Chembur
₹2.15 Cr
Carpet area 745 sq.ft
2 bathrooms | 11th floor | 2 covered parking
Possession: Ready to move
RERA ID: P51800012345
Located in Chembur East, close to Diamond Garden`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 745,
      price: 21500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Mumbai',
      area: 'Chembur',
    },
  },
  {
    name: 'portal-anna-nagar-house',
    text: `3 BHK Independent House for Sale in Anna Nagar, Chennai
Price: ₹ 3.5 Crore
Plot Area: 2400 sq.ft.
Built-up Area: 3100 sq.ft.
Bathrooms: 4
Facing: North
Age of construction: 8 years`,
    expected: {
      bedrooms: 3,
      baths: 4,
      sqft: 3100,
      price: 35000000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Chennai',
      area: 'Anna Nagar',
    },
  },
  {
    name: 'portal-ballygunge-rent',
    text: `3 BHK Apartment for rent in Ballygunge, Kolkata
Monthly rent: Rs 65,000
Security deposit: Rs 3,00,000
Covered area: 1750 sq ft
3 bathrooms, 1 servant quarter
Floor 4 of 8`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1750,
      price: 65000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Kolkata',
      area: 'Ballygunge',
    },
  },
  {
    name: 'portal-satellite-penthouse',
    text: `4 BHK Penthouse for Sale in Satellite, Ahmedabad
₹ 2.75 Cr | 4,200 sq.ft.
4 Bathrooms | Terrace garden | 2 covered parking`,
    expected: {
      bedrooms: 4,
      baths: 4,
      sqft: 4200,
      price: 27500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Ahmedabad',
      area: 'Satellite',
    },
  },
  {
    name: 'portal-malviya-nagar-jaipur',
    text: `2 BHK Flat for rent in Malviya Nagar, Jaipur
Rent: ₹15,000 per month
Area: 1050 sq ft
Bathrooms: 2
Semi furnished`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1050,
      price: 15000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Jaipur',
      area: 'Malviya Nagar',
    },
  },
  {
    name: 'portal-worli-usd',
    text: `Luxury 3 bedroom apartment for sale at Worli, Mumbai
Sea view, 2400 sq ft, 3 baths
Asking price USD 1.2 million`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 2400,
      price: 1200000,
      currency: 'USD',
      property_type: 'Sale',
      city: 'Mumbai',
      area: 'Worli',
    },
  },
  {
    name: 'portal-koregaon-park-eur',
    text: `Villa for sale in Koregaon Park, Pune. 5 bedrooms, 5 bathrooms, 4500 sq ft. Price €850,000.`,
    expected: {
      bedrooms: 5,
      baths: 5,
      sqft: 4500,
      price: 850000,
      currency: 'EUR',
      property_type: 'Sale',
      city: 'Pune',
      area: 'Koregaon Park',
    },
  },
  {
    name: 'portal-bandra-gbp-let',
    text: `2 bed apartment to let in Bandra West, Mumbai – £1,800 per month. 2 bath, 1,100 sq ft, furnished.`,
    expected: {
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      price: 1800,
      currency: 'GBP',
      property_type: 'Rent',
      city: 'Mumbai',
      area: 'Bandra West',
    },
  },
  {
    name: 'portal-jubilee-hills-usd',
    text: `Listing for NRI buyers: 4 BHK villa in Jubilee Hills, Hyderabad. 5 baths, 5,200 sft. $650,000 or best offer.`,
    expected: {
      bedrooms: 4,
      baths: 5,
      sqft: 5200,
      price: 650000,
      currency: 'USD',
      property_type: 'Sale',
      city: 'Hyderabad',
      area: 'Jubilee Hills',
    },
  },
  {
    name: 'portal-gk1-builder-floor',
    text: `3 BHK Builder Floor for Sale in Greater Kailash 1, New Delhi
Price: ₹ 4.75 Cr
Covered Area: 1,800 sq.ft.
Bathrooms: 3
Floor: 1st of 4
Facing: Park facing
Car parking: 1 covered + stilt`,
    expected: {
      bedrooms: 3,
      baths: 3,
      sqft: 1800,
      price: 47500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Delhi',
      area: 'Greater Kailash',
    },
  },
  {
    name: 'portal-jayanagar-full-rupees',
    text: `Independent house for sale in Jayanagar 4th Block
Price ₹ 1,25,00,000
4 BHK, 3 bath, 2400 sqft on 30x40 site
East facing, 2 floors`,
    expected: {
      bedrooms: 4,
      baths: 3,
      sqft: 2400,
      price: 12500000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Jayanagar',
    },
  },
  {
    name: 'portal-malabar-hill-on-request',
    text: `4BHK sea-facing apartment in Malabar Hill for sale, 3000 sq ft, 4 baths, price on request`,
    expected: {
      bedrooms: 4,
      baths: 4,
      sqft: 3000,
      price: null,
      currency: null,
      property_type: 'Sale',
      city: 'Mumbai',
      area: 'Malabar Hill',
    },
  },
  {
    name: 'portal-karol-bagh-shop',
    text: `Shop for rent in Karol Bagh, 300 sqft, ground floor, 80k`,
    expected: {
      bedrooms: null,
      baths: null,
      sqft: 300,
      price: 80000,
      currency: 'INR',
      property_type: 'Rent',
      city: 'Delhi',
      area: 'Karol Bagh',
    },
  },
];
