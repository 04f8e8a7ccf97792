// 'Download my data' and 'Delete my account' (decisions 028, 029), each through its shared
// contract (src/shared/api/account.ts). The download itself is a browser navigation to
// the link's URL, not a call.
import { queryOptions } from '@tanstack/react-query';
import * as api from '#shared/api/account.ts';
import type { DataExportList, DeleteAccountInput } from '#shared/schemas/account.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const dataExportsKey = ['account', 'exports'] as const;

/** Polled every few seconds while an export is being prepared (the notification ends it sooner). */
const BUILDING_POLL_MS = 4_000;

export const isPreparing = (list: DataExportList | undefined) =>
  list?.items[0]?.status === 'queued' || list?.items[0]?.status === 'building';

export const dataExportsQuery = queryOptions({
  queryKey: dataExportsKey,
  queryFn: () => call(api.listDataExports, {}),
  refetchInterval: (query) => (isPreparing(query.state.data) ? BUILDING_POLL_MS : false),
});

export const accountApi = {
  requestExport: () => call(api.requestDataExport, {}),
  downloadLink: (exportId: string) => call(api.createDataExportLink, { params: { id: exportId } }),
  deleteAccount: (body: DeleteAccountInput) => call(api.deleteAccount, { body }),
};
