// Reading: the caller's list (newest first, by kind and status), one agreement, its
// executed PDF, and the public check of a PDF's SHA-256.
import { and, eq } from 'drizzle-orm';
import {
  AGREEMENTS_PAGE_SIZE,
  AGREEMENT_MESSAGES,
  VERIFY_MESSAGES,
  type AgreementList,
  type VerifyAgreementResult,
} from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { conflict } from '#server/lib/http-errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { StoredStream } from '#server/lib/storage.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { listPartyAgreementRows, loadAgreementParts, type AgreementRow } from './agreement-queries';
import { presentAgreementSummary, sentAgreementTitle } from './presenter';

export async function listAgreements(
  db: Queryable,
  viewer: Viewer,
  query: { kind?: string; status?: string; page: number; page_size?: number },
): Promise<AgreementList> {
  const pageSize = query.page_size ?? AGREEMENTS_PAGE_SIZE;
  const { rows, total } = await listPartyAgreementRows(db, viewer, query, { limit: pageSize, offset: (query.page - 1) * pageSize });
  const parts = await loadAgreementParts(db, viewer, rows, { withEvents: false });
  const now = new Date();
  return { items: parts.map((p) => presentAgreementSummary(p, now)), total, page: query.page, page_size: pageSize };
}

export async function openAgreementPdf(ctx: AppContext, row: AgreementRow): Promise<StoredStream> {
  if (row.status !== 'executed') throw conflict(AGREEMENT_MESSAGES.pdfNotReady);
  const file = row.pdfKey ? await ctx.storage.getStream(row.pdfKey) : null;
  if (!file) throw conflict(AGREEMENT_MESSAGES.pdfNotReady);
  return file;
}

export async function verifyAgreementHash(
  db: Queryable,
  input: { agreement_id?: string; sha256: string },
): Promise<VerifyAgreementResult> {
  const refused = { verified: false, message: VERIFY_MESSAGES.notVerified, agreement: null };
  if (input.agreement_id && !isUuid(input.agreement_id)) return refused;
  const [row] = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.pdfSha256, input.sha256),
        eq(agreements.status, 'executed'),
        input.agreement_id ? eq(agreements.id, input.agreement_id) : undefined,
      ),
    );
  if (!row || !row.executedAt) return refused;
  // Who signed, as they typed it: what the PDF itself prints for anyone holding it.
  const signers = await db
    .select({ name: agreementSigners.signedName })
    .from(agreementSigners)
    .where(eq(agreementSigners.agreementId, row.id));
  return {
    verified: true,
    message: VERIFY_MESSAGES.verified,
    agreement: {
      id: row.id,
      title: sentAgreementTitle(row),
      executed_at: row.executedAt.toISOString(),
      signers: signers.flatMap((s) => (s.name ? [s.name] : [])),
    },
  };
}

