// invitations.json and invitations.csv: the invitations the broker sent (what they typed
// about each invitee, and whether it was accepted) and the WhatsApp messages they made.
import { asc, eq } from 'drizzle-orm';
import { invitations, whatsappOutbound } from '#server/db/schema.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, listOf, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

type Invitation = Cursor & {
  inviteeEmail: string;
  inviteeName: string | null;
  inviteeCompanyName: string | null;
  inviteePhone: string | null;
  message: string | null;
  inviteCode: string;
  status: string;
  createdAt: Date;
  acceptedAt: Date | null;
};

export const invitationsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Invitation> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: invitations.id,
            cursor: cursorOf(invitations.createdAt),
            inviteeEmail: invitations.inviteeEmail,
            inviteeName: invitations.inviteeName,
            inviteeCompanyName: invitations.inviteeCompanyName,
            inviteePhone: invitations.inviteePhone,
            message: invitations.message,
            inviteCode: invitations.inviteCode,
            status: invitations.status,
            createdAt: invitations.createdAt,
            acceptedAt: invitations.acceptedAt,
          })
          .from(invitations)
          .$dynamic(),
      invitations,
      eq(invitations.inviterId, owner.id),
    );

  out.text('invitations.json', () =>
    jsonDocument(
      {},
      {
        invitations: mapped(rows(), (i) => ({
          id: i.id,
          invitee_email: i.inviteeEmail,
          invitee_name: i.inviteeName,
          invitee_company_name: i.inviteeCompanyName,
          invitee_phone: i.inviteePhone,
          message: i.message,
          invite_code: i.inviteCode,
          status: i.status,
          created_at: isoOrNull(i.createdAt),
          accepted_at: isoOrNull(i.acceptedAt),
        })),
        whatsapp_messages: listOf(
          ctx.db
            .select({
              message: whatsappOutbound.message,
              url: whatsappOutbound.url,
              phone: whatsappOutbound.phone,
              created_at: whatsappOutbound.createdAt,
            })
            .from(whatsappOutbound)
            .where(eq(whatsappOutbound.userId, owner.id))
            .orderBy(asc(whatsappOutbound.createdAt)),
        ),
      },
    ),
  );
  out.text('invitations.csv', () => csvDocument(CSV_COLUMNS, rows()));
};

const CSV_COLUMNS: readonly CsvColumn<Invitation>[] = [
  ['id', (i) => i.id],
  ['created_at', (i) => i.createdAt],
  ['invitee_email', (i) => i.inviteeEmail],
  ['invitee_name', (i) => i.inviteeName],
  ['invitee_company_name', (i) => i.inviteeCompanyName],
  ['invitee_phone', (i) => i.inviteePhone],
  ['status', (i) => i.status],
  ['accepted_at', (i) => i.acceptedAt],
  ['invite_code', (i) => i.inviteCode],
  ['message', (i) => i.message],
];
