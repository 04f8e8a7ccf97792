// One place for the agreements cache keys. Everything sits under ['agreements']: a save,
// a send, a cancel or a realtime notice refreshes every agreement view at once.
import type { AgreementKind, AgreementStatus } from '#shared/schemas/agreements.ts';

export type AgreementListParams = { page: number; kind?: AgreementKind; status?: AgreementStatus };

export const agreementKeys = {
  all: ['agreements'] as const,
  detail: (id: string) => ['agreements', 'detail', id] as const,
  list: (params: AgreementListParams) => ['agreements', 'list', params] as const,
};
