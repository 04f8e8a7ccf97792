// The facts a sent agreement's document is built from, read as they are now (the listing,
// the requirement, the brokers) and frozen with it; also the preview of a draft.
import { eq, sql } from 'drizzle-orm';
import type {
  AgreementDocumentFacts,
  BrokerFacts,
  PropertyFacts,
  RequirementFacts,
} from '#shared/agreements/agreement-document.ts';
import {
  AGREEMENT_MESSAGES,
  type AgreementKind,
  type BuyerMandateTerms,
  type CoBrokingTerms,
  type SellerMandateTerms,
} from '#shared/schemas/agreements.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, profiles, properties, requirements } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { requirementTitleColumns, titleOfFacts } from '../requirements';
import type { AgreementRow } from './agreement-queries';
import { findCoBrokingListing } from './agreement-references';

async function loadBroker(db: Queryable, userId: string): Promise<BrokerFacts> {
  const [broker] = await db
    .select({ name: profiles.fullName, company: profiles.companyName, email: profiles.email, phone: profiles.phone, rera: profiles.reraNumber })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!broker) throw badRequest(AGREEMENT_MESSAGES.notFound);
  return broker;
}

async function loadProperty(db: Queryable, propertyId: string): Promise<(PropertyFacts & { userId: string }) | undefined> {
  const [p] = await db
    .select({ title: properties.title, area: properties.area, city: cities.name, type: properties.propertyType, userId: properties.userId })
    .from(properties)
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.id, propertyId));
  if (!p) return undefined;
  return {
    title: p.title,
    place: [p.area, p.city].filter(Boolean).join(', '),
    propertyType: p.type === 'Rent' ? 'Rent' : 'Sale',
    userId: p.userId,
  };
}

/** The requirement as an agreement may print it: what the client looks for, never who they are. */
async function loadOwnRequirement(db: Queryable, viewer: Viewer, requirementId: string): Promise<RequirementFacts & { hasClientNote: boolean }> {
  const [r] = await db
    .select({ userId: requirements.userId, hasClientNote: sql<boolean>`${requirements.clientNote} <> ''`, ...requirementTitleColumns })
    .from(requirements)
    .innerJoin(cities, eq(cities.id, requirements.cityId))
    .where(eq(requirements.id, requirementId));
  const title = r ? titleOfFacts(r) : null;
  if (!r || r.userId !== viewer.id || !title) throw badRequest(AGREEMENT_MESSAGES.requirementNotYours, 'terms.requirement_id');
  return { title, propertyType: r.propertyType === 'Rent' ? 'Rent' : 'Sale', budgetMax: r.budgetMax, hasClientNote: r.hasClientNote };
}

/** The facts a document is built from, read as they are now and frozen with the sent agreement. */
export async function documentFactsOf(db: Queryable, row: AgreementRow, viewer: Viewer): Promise<AgreementDocumentFacts> {
  const base = { language: row.language as AgreementDocumentFacts['language'], agreementId: row.id };
  const broker = await loadBroker(db, viewer.id);
  // The registration prints on every agreement: the profile's when the draft left it empty.
  const withRera = <T extends { rera_number: string }>(terms: T): T => ({ ...terms, rera_number: terms.rera_number || broker.rera || '' });
  switch (row.kind as AgreementKind) {
    case 'seller_to_broker': {
      const terms = row.terms as SellerMandateTerms;
      const property = await loadProperty(db, terms.property_id);
      if (!property || property.userId !== viewer.id) throw badRequest(AGREEMENT_MESSAGES.propertyNotYours, 'terms.property_id');
      const { userId: _owner, ...facts } = property;
      return { ...base, kind: 'seller_to_broker', terms: withRera(terms), property: facts, broker };
    }
    case 'buyer_to_broker': {
      const terms = row.terms as BuyerMandateTerms;
      const { hasClientNote: _note, ...requirement } = await loadOwnRequirement(db, viewer, terms.requirement_id);
      return { ...base, kind: 'buyer_to_broker', terms: withRera(terms), requirement, broker };
    }
    case 'broker_to_broker': {
      const terms = row.terms as CoBrokingTerms;
      const [{ hasClientNote, ...requirement }, listing] = await Promise.all([
        loadOwnRequirement(db, viewer, terms.requirement_id),
        findCoBrokingListing(db, viewer, terms.property_id),
      ]);
      // The signed text promises the listing broker the client's details: there must be some.
      if (!hasClientNote) throw badRequest(AGREEMENT_MESSAGES.clientNoteMissing, 'terms.requirement_id');
      const property = listing ? await loadProperty(db, terms.property_id) : undefined;
      if (!listing || !property) throw badRequest(AGREEMENT_MESSAGES.listingNotOpen, 'terms.property_id');
      const { userId: listingBrokerId, ...facts } = property;
      const listingBroker = await loadBroker(db, listingBrokerId);
      return { ...base, kind: 'broker_to_broker', terms: withRera(terms), property: facts, requirement, broker, listingBroker: { ...listingBroker } };
    }
  }
  throw badRequest(AGREEMENT_MESSAGES.notFound);
}

