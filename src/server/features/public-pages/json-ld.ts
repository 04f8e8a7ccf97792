// schema.org data for the public pages: a RealEstateListing with its Offer, or the
// broker as a RealEstateAgent. Absent facts are left out rather than sent as null.
export type AgentFacts = {
  name: string;
  url: string;
  imageUrl: string | null;
  telephone: string | null;
  company: string | null;
  city: string | null;
  description?: string | null;
  areas?: readonly string[];
};

export function agentJsonLd(agent: AgentFacts, withContext = true): Record<string, unknown> {
  return compact({
    '@context': withContext ? 'https://schema.org' : undefined,
    '@type': 'RealEstateAgent',
    name: agent.name,
    url: agent.url,
    image: agent.imageUrl ?? undefined,
    telephone: agent.telephone ?? undefined,
    description: agent.description ?? undefined,
    worksFor: agent.company ? { '@type': 'Organization', name: agent.company } : undefined,
    address: agent.city
      ? { '@type': 'PostalAddress', addressLocality: agent.city, addressCountry: 'IN' }
      : undefined,
    areaServed: agent.areas && agent.areas.length > 0 ? [...agent.areas] : undefined,
  });
}

export type ListingFacts = {
  name: string;
  description: string;
  url: string;
  imageUrls: readonly string[];
  datePosted: Date;
  /** A number price only; a custom price text or no price leaves it out of the Offer. */
  price: number | null;
  currency: string;
  propertyType: 'Sale' | 'Rent';
  area: string | null;
  city: string | null;
  bedrooms: number | null;
  baths: number | null;
  sqft: number | null;
  agent: AgentFacts;
};

export function listingJsonLd(listing: ListingFacts): Record<string, unknown> {
  const hasPrice = listing.price !== null && Number.isFinite(listing.price) && listing.price > 0;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: listing.description,
    url: listing.url,
    image: listing.imageUrls.length > 0 ? [...listing.imageUrls] : undefined,
    datePosted: listing.datePosted.toISOString().slice(0, 10),
    contentLocation:
      listing.city || listing.area
        ? compact({
            '@type': 'Place',
            name: [listing.area, listing.city].filter(Boolean).join(', '),
            address: compact({
              '@type': 'PostalAddress',
              addressLocality: listing.city ?? undefined,
              addressCountry: 'IN',
            }),
          })
        : undefined,
    about: compact({
      '@type': 'Accommodation',
      numberOfBedrooms: listing.bedrooms ?? undefined,
      numberOfBathroomsTotal: listing.baths ?? undefined,
      floorSize:
        listing.sqft !== null
          ? { '@type': 'QuantitativeValue', value: listing.sqft, unitCode: 'FTK' }
          : undefined,
    }),
    offers: compact({
      '@type': 'Offer',
      businessFunction:
        listing.propertyType === 'Rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      price: hasPrice ? listing.price : undefined,
      priceCurrency: hasPrice ? listing.currency : undefined,
      offeredBy: agentJsonLd(listing.agent, false),
    }),
  });
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}
