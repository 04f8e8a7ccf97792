// Land units, rates per unit of area and Hindi in Devanagari (decision 039). A rate is
// never the price; with a size and no total, the price is rate x size.
import type { CorpusEntry } from './corpus-entry';

const base = { bedrooms: null, baths: null, currency: 'INR', area: null } as const;

export const unitsHindiCorpus: CorpusEntry[] = [
  {
    name: 'unit-acre-farmland',
    text: 'Farm land for sale near Devanahalli, 2 acres, clear title, 45 lakh per acre',
    expected: {
      ...base,
      sqft: 87_120,
      price: 9_000_000,
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Devanahalli',
    },
  },
  {
    name: 'unit-ground-adyar',
    text: 'Independent house in Adyar, Chennai on 2 grounds, 4 bedrooms, 3 baths, asking 6.5 Cr',
    expected: {
      ...base,
      bedrooms: 4,
      baths: 3,
      sqft: 4800,
      price: 65_000_000,
      property_type: 'Sale',
      city: 'Chennai',
      area: 'Adyar',
    },
  },
  {
    name: 'unit-cents-plot',
    text: '5 cents residential plot for sale at Medavakkam, Chennai. Rs 55 lakhs',
    expected: {
      ...base,
      sqft: 2178,
      price: 5_500_000,
      property_type: 'Sale',
      city: 'Chennai',
      area: 'Medavakkam',
    },
  },
  {
    name: 'unit-katha-salt-lake',
    text: '3 katha land with old house in Salt Lake, Kolkata. Price 2.1 Cr',
    expected: {
      ...base,
      sqft: 2160,
      price: 21_000_000,
      property_type: 'Sale',
      city: 'Kolkata',
      area: 'Salt Lake',
    },
  },
  {
    name: 'unit-guntha-hinjewadi',
    text: 'NA plot 10 guntha for sale, Hinjewadi Pune, 1.2 Cr negotiable',
    expected: {
      ...base,
      sqft: 10_890,
      price: 12_000_000,
      property_type: 'Sale',
      city: 'Pune',
      area: 'Hinjewadi',
    },
  },
  {
    name: 'unit-rate-sqft-total',
    text: 'Commercial office 1,200 sqft for sale in Bodakdev, Ahmedabad @ ₹8,500 per sqft',
    expected: {
      ...base,
      sqft: 1200,
      price: 10_200_000,
      property_type: 'Sale',
      city: 'Ahmedabad',
      area: 'Bodakdev',
    },
  },
  {
    name: 'unit-rate-not-price',
    text: '3 BHK in Kothrud, 1450 sq ft, rate ₹9,000/sqft, total 1.3 Cr all inclusive',
    expected: {
      ...base,
      bedrooms: 3,
      sqft: 1450,
      price: 13_000_000,
      property_type: 'Sale',
      city: 'Pune',
      area: 'Kothrud',
    },
  },
  {
    name: 'unit-sq-m',
    text: 'Flat for rent in Powai, 2 BHK, 95 sq m, 55,000 per month',
    expected: {
      ...base,
      bedrooms: 2,
      sqft: 1023,
      price: 55_000,
      property_type: 'Rent',
      city: 'Mumbai',
      area: 'Powai',
    },
  },
  {
    name: 'dev-jaipur-gaj',
    text: 'जयपुर, Mansarovar में 200 गज का प्लॉट बिक्री के लिए, कीमत 90 लाख',
    expected: {
      ...base,
      sqft: 1800,
      price: 9_000_000,
      property_type: 'Sale',
      city: 'Jaipur',
      area: 'Mansarovar',
    },
  },
  {
    name: 'dev-mumbai-kiraya',
    text: 'मुंबई Andheri West में 2 BHK फ्लैट किराए पर, किराया 60 हज़ार प्रति माह, 2 बाथरूम',
    expected: {
      ...base,
      bedrooms: 2,
      baths: null,
      sqft: null,
      price: 60_000,
      property_type: 'Rent',
      city: 'Mumbai',
      area: 'Andheri West',
    },
  },
  {
    name: 'dev-delhi-crore-digits',
    text: 'दिल्ली Rohini सेक्टर 9 में ३ बीएचके बिक्री, १.६ करोड़, 1650 वर्ग फुट',
    expected: {
      ...base,
      bedrooms: 3,
      sqft: 1650,
      price: 16_000_000,
      property_type: 'Sale',
      city: 'Delhi',
      area: 'Rohini',
    },
  },
  {
    name: 'dev-hyderabad-acre',
    text: 'हैदराबाद Shamshabad के पास 1 एकड़ ज़मीन बिक्री, 3 करोड़ प्रति एकड़',
    expected: {
      ...base,
      sqft: 43_560,
      price: 30_000_000,
      property_type: 'Sale',
      city: 'Hyderabad',
      area: 'Shamshabad',
    },
  },
];
