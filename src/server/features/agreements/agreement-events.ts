// The audit trail: one row per step, written in the same transaction as the step, with
// where it came from. Rows are only ever inserted.
import type { AgreementEventType } from '#shared/schemas/agreements.ts';
import type { Queryable } from '#server/db/open.ts';
import { agreementEvents } from '#server/db/schema.ts';

/** Where a request came from, as the audit certificate prints it. */
export type RequestOrigin = { ip: string | null; userAgent: string | null };

export const NO_ORIGIN: RequestOrigin = { ip: null, userAgent: null };

export function originOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }): RequestOrigin {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 400) ?? null };
}

export async function recordAgreementEvent(
  q: Queryable,
  event: {
    agreementId: string;
    type: AgreementEventType;
    actor: string;
    signerId?: string | null;
    origin?: RequestOrigin;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await q.insert(agreementEvents).values({
    agreementId: event.agreementId,
    type: event.type,
    actor: event.actor,
    signerId: event.signerId ?? null,
    ip: event.origin?.ip ?? null,
    userAgent: event.origin?.userAgent ?? null,
    detail: event.detail ?? {},
  });
}
