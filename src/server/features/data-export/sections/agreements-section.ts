// agreements.json: the agreements the broker drafted, with their terms, signers and
// trail; an executed one's PDF (with its audit certificate) as agreements/<id>.pdf.
import { asc, eq } from 'drizzle-orm';
import { agreementEvents, agreementSigners, agreements } from '#server/db/schema.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { isoOrNull, jsonDocument, mapped } from '../export-format';
import type { ExportSection } from './export-section';

type Agreement = Cursor & {
  kind: string;
  status: string;
  language: string;
  terms: unknown;
  sentAt: Date | null;
  executedAt: Date | null;
  pdfKey: string | null;
  pdfSha256: string | null;
  createdAt: Date;
};

const pdfPath = (id: string) => `agreements/${id}.pdf`;

export const agreementsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Agreement> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: agreements.id,
            cursor: cursorOf(agreements.createdAt),
            kind: agreements.kind,
            status: agreements.status,
            language: agreements.language,
            terms: agreements.terms,
            sentAt: agreements.sentAt,
            executedAt: agreements.executedAt,
            pdfKey: agreements.pdfKey,
            pdfSha256: agreements.pdfSha256,
            createdAt: agreements.createdAt,
          })
          .from(agreements)
          .$dynamic(),
      agreements,
      eq(agreements.ownerId, owner.id),
    );

  for await (const a of rows()) if (a.pdfKey) out.stored(pdfPath(a.id), a.pdfKey);

  // Every agreement's signers and trail in two reads, by agreement.
  const partsOf = async () => {
    const [signers, events] = await Promise.all([
      ctx.db
        .select({
          agreementId: agreementSigners.agreementId,
          role: agreementSigners.role,
          name: agreementSigners.name,
          email: agreementSigners.email,
          phone: agreementSigners.phone,
          signedAt: agreementSigners.signedAt,
          signedName: agreementSigners.signedName,
          declinedAt: agreementSigners.declinedAt,
        })
        .from(agreementSigners)
        .innerJoin(agreements, eq(agreements.id, agreementSigners.agreementId))
        .where(eq(agreements.ownerId, owner.id)),
      ctx.db
        .select({ agreementId: agreementEvents.agreementId, type: agreementEvents.type, actor: agreementEvents.actor, at: agreementEvents.createdAt })
        .from(agreementEvents)
        .innerJoin(agreements, eq(agreements.id, agreementEvents.agreementId))
        .where(eq(agreements.ownerId, owner.id))
        .orderBy(asc(agreementEvents.createdAt)),
    ]);
    return { signersOf: groupBy(signers), eventsOf: groupBy(events) };
  };

  out.text('agreements.json', async function* () {
    const { signersOf, eventsOf } = await partsOf();
    yield* jsonDocument(
      {},
      {
        agreements: mapped(rows(), (a) => {
          const signers = signersOf.get(a.id) ?? [];
          const events = eventsOf.get(a.id) ?? [];
          return {
            id: a.id,
            kind: a.kind,
            status: a.status,
            language: a.language,
            terms: a.terms,
            signers: signers.map((s) => ({
              role: s.role,
              name: s.name,
              email: s.email,
              phone: s.phone,
              signed_at: isoOrNull(s.signedAt),
              signed_name: s.signedName,
              declined_at: isoOrNull(s.declinedAt),
            })),
            trail: events.map((e) => ({ type: e.type, actor: e.actor, at: isoOrNull(e.at) })),
            sent_at: isoOrNull(a.sentAt),
            executed_at: isoOrNull(a.executedAt),
            pdf: a.pdfKey ? pdfPath(a.id) : null,
            pdf_sha256: a.pdfSha256,
            created_at: isoOrNull(a.createdAt),
          };
        }),
      },
    );
  });
};

function groupBy<T extends { agreementId: string }>(rows: T[]): Map<string, T[]> {
  const byAgreement = new Map<string, T[]>();
  for (const row of rows) {
    const list = byAgreement.get(row.agreementId);
    if (list) list.push(row);
    else byAgreement.set(row.agreementId, [row]);
  }
  return byAgreement;
}
