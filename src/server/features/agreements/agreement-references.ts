// What an agreement's terms point at, checked on every write: a mandate is for the
// broker's own listing or requirement; co-broking brings the broker's own requirement to
// another member's listing that the broker can see.
import { and, eq } from 'drizzle-orm';
import { AGREEMENT_MESSAGES, type AgreementInput, type AgreementUpdate } from '#shared/schemas/agreements.ts';
import type { Queryable } from '#server/db/open.ts';
import { properties, requirements } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { visibleToMember } from '../properties';

export type AgreementReferences = { propertyId: string | null; requirementId: string | null };

async function assertOwnProperty(db: Queryable, viewer: Viewer, propertyId: string): Promise<void> {
  const [row] = await db.select({ userId: properties.userId }).from(properties).where(eq(properties.id, propertyId));
  if (!row || row.userId !== viewer.id) throw badRequest(AGREEMENT_MESSAGES.propertyNotYours, 'terms.property_id');
}

async function assertOwnRequirement(db: Queryable, viewer: Viewer, requirementId: string): Promise<{ propertyType: string }> {
  const [row] = await db
    .select({ userId: requirements.userId, propertyType: requirements.propertyType })
    .from(requirements)
    .where(eq(requirements.id, requirementId));
  if (!row || row.userId !== viewer.id) throw badRequest(AGREEMENT_MESSAGES.requirementNotYours, 'terms.requirement_id');
  return row;
}

/** Another member's listing the caller may see; its owner is the listing broker. */
export async function findCoBrokingListing(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: properties.userId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), visibleToMember(properties, viewer.id)));
  return row && row.userId !== viewer.id ? row : undefined;
}

export async function checkAgreementReferences(db: Queryable, viewer: Viewer, input: AgreementInput | AgreementUpdate): Promise<AgreementReferences> {
  switch (input.kind) {
    case 'seller_to_broker':
      await assertOwnProperty(db, viewer, input.terms.property_id);
      return { propertyId: input.terms.property_id, requirementId: null };
    case 'buyer_to_broker': {
      const requirement = await assertOwnRequirement(db, viewer, input.terms.requirement_id);
      // A buyer pays a share of the price; months of rent are a tenant's fee.
      if (requirement.propertyType === 'Sale' && input.terms.fee_basis === 'months_rent') {
        throw badRequest(AGREEMENT_MESSAGES.feeBasisForPurchase, 'terms.fee_basis');
      }
      return { propertyId: null, requirementId: input.terms.requirement_id };
    }
    case 'broker_to_broker':
      await assertOwnRequirement(db, viewer, input.terms.requirement_id);
      if (!(await findCoBrokingListing(db, viewer, input.terms.property_id))) {
        throw badRequest(AGREEMENT_MESSAGES.listingNotOpen, 'terms.property_id');
      }
      return { propertyId: input.terms.property_id, requirementId: input.terms.requirement_id };
  }
}
