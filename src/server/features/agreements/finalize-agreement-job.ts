// After the last signature: the executed PDF (the document as signed, each signature, and
// the audit certificate), its SHA-256 stored for /verify-agreement, the PDF mailed to
// every party with an e-mail, and the broker's 'executed' notice. A job enqueued in the
// signing transaction, so it happens once even if the signing instance stops right after.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument } from '#shared/agreements/build-agreement-document.ts';
import type { AgreementEventType } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreementEvents, agreementSigners, agreements } from '#server/db/schema.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import { notifyAgreementEvent } from '../notifications';
import { PDF_LABELS, type PartyRole, type PdfLanguage } from './document/pdf-labels';
import { renderAgreementPdf, type AuditEntry, type SignatureBlock } from './document/render-agreement-pdf';
import { sha256Hex } from './document/sha256';
import { maskContact } from './mask-contact';
import { sentAgreementTitle } from './presenter';

/** A party's role in this agreement, by kind: the mandates' client is an owner, a buyer or a tenant. */
function partyRoleOf(kind: string, role: string): PartyRole {
  if (role === 'listing_broker') return 'listing_broker';
  if (role === 'broker') return kind === 'broker_to_broker' ? 'client_broker' : 'broker';
  return kind === 'seller_to_broker' ? 'owner' : 'client';
}

/** How a signer proved it was them: a member in the app, a client with the code sent to them. */
function confirmedWithOf(signer: { userId: string | null }, detail: { confirmed_with?: string } | undefined): SignatureBlock['confirmedWith'] {
  if (!signer.userId) return 'one-time code';
  return detail?.confirmed_with === 'authenticator' ? 'authenticator code' : 'password';
}

export const agreementPdfName = (agreementId: string) => `agreement-${agreementId.slice(0, 8)}.pdf`;

export async function finalizeAgreement(ctx: AppContext, agreementId: string): Promise<void> {
  const [row] = await ctx.db.select().from(agreements).where(eq(agreements.id, agreementId));
  if (!row || row.status !== 'executed' || row.pdfKey || !row.documentFacts || !row.executedAt) return;
  const [signers, events] = await Promise.all([
    ctx.db.select().from(agreementSigners).where(eq(agreementSigners.agreementId, agreementId)).orderBy(asc(agreementSigners.signedAt)),
    ctx.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(asc(agreementEvents.createdAt)),
  ]);
  const language: PdfLanguage = row.language === 'hi' ? 'hi' : 'en';
  const roleLabelOf = (kind: string, role: string) => PDF_LABELS[language].roles[partyRoleOf(kind, role)];
  const signerOf = new Map(signers.map((s) => [s.id, s]));
  const signedDetail = new Map(
    events.filter((e) => e.type === 'signed' && e.signerId).map((e) => [e.signerId as string, e.detail as { confirmed_with?: string }]),
  );
  const signatures: SignatureBlock[] = [];
  for (const s of signers) {
    if (!s.signedAt || !s.signedDocumentSha256) continue;
    signatures.push({
      name: s.signedName ?? s.name,
      role: roleLabelOf(row.kind, s.role),
      signedAt: s.signedAt,
      documentSha256: s.signedDocumentSha256,
      drawnSignaturePng: s.signatureKey ? await ctx.storage.get(s.signatureKey) : null,
      confirmedWith: confirmedWithOf(s, signedDetail.get(s.id)),
    });
  }
  const audit: AuditEntry[] = events.map((e) => {
    const signer = e.signerId ? signerOf.get(e.signerId) : undefined;
    const detail = e.detail as { document_sha256?: string };
    return {
      at: e.createdAt,
      event: e.type as AgreementEventType,
      party: signer ? `${e.actor} (${roleLabelOf(row.kind, signer.role).toLowerCase()})` : e.actor,
      contact: signer ? maskContact(signer) : '',
      ip: e.ip,
      userAgent: e.userAgent,
      documentSha256: typeof detail.document_sha256 === 'string' ? detail.document_sha256 : null,
    };
  });
  const pdf = await renderAgreementPdf({
    document: buildAgreementDocument(row.documentFacts as AgreementDocumentFacts),
    signatures,
    audit,
    agreementId,
    generatedAt: row.executedAt,
    language,
  });
  const pdfSha256 = sha256Hex(pdf);
  const key = `agreements/${agreementId}/agreement-${pdfSha256.slice(0, 16)}.pdf`;
  await ctx.storage.put(key, pdf, 'application/pdf');
  const [stored] = await ctx.db
    .update(agreements)
    .set({ pdfKey: key, pdfSha256 })
    .where(and(eq(agreements.id, agreementId), isNull(agreements.pdfKey)))
    .returning({ id: agreements.id });
  if (!stored) {
    // Another run stored it first: the same bytes under the same key are its file now.
    const [winner] = await ctx.db.select({ key: agreements.pdfKey }).from(agreements).where(eq(agreements.id, agreementId));
    if (winner?.key !== key) await ctx.storage.delete(key);
    return;
  }
  const title = sentAgreementTitle(row);
  for (const s of signers) {
    if (!s.email) continue;
    const text = `${title} is signed by every party. The signed PDF with its audit certificate is attached.\n\nIts SHA-256 is ${pdfSha256}; check a copy at ${ctx.config.publicUrl}/verify-agreement.`;
    ctx.tasks.run('executed agreement e-mail', () =>
      ctx.mailer.send({
        kind: 'agreement_executed',
        to: s.email as string,
        subject: `Signed: ${title}`,
        text,
        html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
        links: [`${ctx.config.publicUrl}/verify-agreement`],
        attachments: [{ filename: agreementPdfName(agreementId), content: pdf, contentType: 'application/pdf' }],
      }),
    );
  }
  await notifyAgreementEvent(ctx, {
    recipientIds: signers.flatMap((s) => (s.userId ? [s.userId] : [])),
    agreementId,
    agreementTitle: title,
    event: 'executed',
  });
}

export const finalizeAgreementJob = defineJob<{ agreement_id: string }, AppContext>({
  name: 'agreements.finalize',
  payload: z.strictObject({ agreement_id: z.uuid() }),
  maxAttempts: 5,
  async run({ agreement_id }, { ctx }) {
    await finalizeAgreement(ctx, agreement_id);
  },
});
