// 'Download my data' and 'Delete my account' (decisions 028, 029), typed by the shared schemas.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dataExportLinkSchema,
  dataExportListSchema,
  dataExportSchema,
  type DataExportList,
  type DeleteAccountInput,
} from '#shared/schemas/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const dataExportsKey = ['account', 'exports'] as const;

/** Polled every few seconds while an export is being prepared (the notification ends it sooner). */
const BUILDING_POLL_MS = 4_000;

export const isPreparing = (list: DataExportList | undefined) =>
  list?.items[0]?.status === 'queued' || list?.items[0]?.status === 'building';

export const dataExportsQuery = queryOptions({
  queryKey: dataExportsKey,
  queryFn: () => apiRequest(dataExportListSchema, '/api/account/exports'),
  refetchInterval: (query) => (isPreparing(query.state.data) ? BUILDING_POLL_MS : false),
});

export const accountApi = {
  requestExport: () => apiRequest(dataExportSchema, '/api/account/exports', { method: 'POST' }),
  downloadLink: (exportId: string) =>
    apiRequest(dataExportLinkSchema, `/api/account/exports/${exportId}/link`, { method: 'POST' }),
  deleteAccount: (body: DeleteAccountInput) => apiRequest(z.null(), '/api/account', { method: 'DELETE', body }),
};
