// Drafting: create, change and delete a draft. Only a draft changes; a sent agreement
// that must change is cancelled and drafted again, and the trail shows both.
import { and, eq } from 'drizzle-orm';
import type { AgreementDocument, AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument } from '#shared/agreements/build-agreement-document.ts';
import { AGREEMENT_MESSAGES, type Agreement, type AgreementInput, type AgreementUpdate } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { agreements, profiles } from '#server/db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { recordAgreementEvent, type RequestOrigin } from './agreement-events';
import { findOwnAgreementRow, findPartyAgreementRow, loadAgreementParts, type AgreementRow } from './agreement-queries';
import { checkAgreementReferences } from './agreement-references';
import { documentFactsOf } from './document-facts';
import { presentAgreement } from './presenter';
import { signWithOf } from './broker-signature';

export async function brokerNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? 'A broker';
}

/** The text a party reads before signing: as sent, or the drafter's preview of a draft. */
async function documentOf(db: Queryable, viewer: Viewer, row: AgreementRow): Promise<AgreementDocument | null> {
  if (row.documentFacts) return buildAgreementDocument(row.documentFacts as AgreementDocumentFacts);
  if (row.ownerId !== viewer.id) return null;
  try {
    return buildAgreementDocument(await documentFactsOf(db, row, viewer));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
}

export async function presentOne(db: Queryable, viewer: Viewer, row: AgreementRow): Promise<Agreement> {
  const [[parts], signWith, document] = await Promise.all([
    loadAgreementParts(db, viewer, [row], { withEvents: true }),
    signWithOf(db, viewer.id),
    documentOf(db, viewer, row),
  ]);
  if (!parts) throw new Error('agreement parts missing');
  return presentAgreement(parts, signWith, document);
}

export async function loadOwnAgreement(ctx: AppContext, viewer: Viewer, id: string): Promise<AgreementRow> {
  const row = await findOwnAgreementRow(ctx.db, viewer, id);
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  return row;
}

export async function loadPartyAgreement(ctx: AppContext, viewer: Viewer, id: string): Promise<AgreementRow> {
  const row = await findPartyAgreementRow(ctx.db, viewer, id);
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  return row;
}

export async function createAgreement(
  ctx: AppContext,
  viewer: Viewer,
  input: AgreementInput,
  origin: RequestOrigin,
): Promise<Agreement> {
  const references = await checkAgreementReferences(ctx.db, viewer, input);
  const actor = await brokerNameOf(ctx.db, viewer.id);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(agreements)
      .values({
        ownerId: viewer.id,
        kind: input.kind,
        language: input.language,
        terms: input.terms,
        ...references,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAgreementEvent(tx, { agreementId: created.id, type: 'created', actor, origin });
    return created;
  });
  return presentOne(ctx.db, viewer, row);
}

export async function updateAgreement(
  ctx: AppContext,
  viewer: Viewer,
  current: AgreementRow,
  input: AgreementUpdate,
  origin: RequestOrigin,
): Promise<Agreement> {
  if (current.status !== 'draft') throw conflict(AGREEMENT_MESSAGES.notDraft);
  if (input.kind !== current.kind) throw badRequest(AGREEMENT_MESSAGES.kindFixed, 'kind');
  const references = await checkAgreementReferences(ctx.db, viewer, input);
  const actor = await brokerNameOf(ctx.db, viewer.id);
  const row = await ctx.db.transaction(async (tx) => {
    // Conditional on still being a draft: a send racing this edit wins or loses whole.
    const [updated] = await tx
      .update(agreements)
      .set({
        terms: input.terms,
        ...references,
        language: input.language ?? current.language,
        updatedAt: new Date(),
      })
      .where(and(eq(agreements.id, current.id), eq(agreements.status, 'draft')))
      .returning();
    if (!updated) throw conflict(AGREEMENT_MESSAGES.notDraft);
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'updated', actor, origin });
    return updated;
  });
  return presentOne(ctx.db, viewer, row);
}

export async function deleteDraft(ctx: AppContext, current: AgreementRow): Promise<void> {
  const deleted = await ctx.db
    .delete(agreements)
    .where(and(eq(agreements.id, current.id), eq(agreements.status, 'draft')))
    .returning({ id: agreements.id });
  if (deleted.length === 0) throw conflict(AGREEMENT_MESSAGES.notDraft);
}
