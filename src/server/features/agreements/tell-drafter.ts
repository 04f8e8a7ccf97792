// The drafter hears what the other party did: opened, signed or declined (by link or in the app).
import type { AppContext } from '#server/app-context.ts';
import { notifyAgreementEvent } from '../notifications';
import type { AgreementRow } from './agreement-queries';
import { sentAgreementTitle } from './presenter';

export function tellDrafter(ctx: AppContext, row: AgreementRow, event: 'viewed' | 'signed' | 'declined', partyName: string): Promise<void> {
  return notifyAgreementEvent(ctx, {
    recipientIds: [row.ownerId],
    agreementId: row.id,
    agreementTitle: sentAgreementTitle(row),
    event,
    partyName,
  });
}
