import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Download, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  ACCOUNT_MESSAGES,
  DATA_EXPORT_READY_TYPE,
  DATA_EXPORT_TTL_DAYS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type DataExportList,
} from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatBytes } from '#shared/format/bytes.ts';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { accountApi, dataExportsKey, dataExportsQuery } from '../api/account-api';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Download my data' (decision 028): ask, watch it being prepared, download while it lasts. */
export function DownloadMyData() {
  const queryClient = useQueryClient();
  const exports = useQuery(dataExportsQuery);
  // The 'ready' notification arrives over the socket: show the link at once.
  useRealtimeEvent('notification.created', (event) => {
    if (event.notification.type === DATA_EXPORT_READY_TYPE) void queryClient.invalidateQueries({ queryKey: dataExportsKey });
  });

  const request = useMutation({
    mutationFn: accountApi.requestExport,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.exportRequested, { description: 'We will let you know here and by e-mail.' });
      await queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
    onError: async (error) => {
      toast.error('Could not request your data', { description: errorMessage(error, 'Please try again later.') });
      await queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
  });

  const download = useMutation({
    mutationFn: (exportId: string) => accountApi.downloadLink(exportId),
    // The file arrives as an attachment: the browser saves it and the page stays.
    onSuccess: (link) => window.location.assign(link.url),
    onError: async (error) => {
      toast.error('Could not start the download', { description: errorMessage(error, ACCOUNT_MESSAGES.exportNotFound) });
      await queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Get a copy of your profile, listings with their photos, connections, messages, posts, flyers and
        invitations: a zip of JSON and CSV files (CSV opens in Excel). We prepare it in the background and let
        you know here and by e-mail. The download works for {DATA_EXPORT_TTL_DAYS} days.
      </p>
      {exports.isPending ? (
        <Spinner className="justify-start py-2" label="Loading your data requests" />
      ) : exports.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>Could not load your data requests.</span>
          <Button variant="secondary" size="sm" onClick={() => void exports.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ExportState
          list={exports.data}
          requesting={request.isPending}
          downloading={download.isPending}
          onRequest={() => request.mutate()}
          onDownload={(id) => download.mutate(id)}
        />
      )}
    </div>
  );
}

type StateProps = {
  list: DataExportList;
  requesting: boolean;
  downloading: boolean;
  onRequest: () => void;
  onDownload: (exportId: string) => void;
};

function ExportState({ list, requesting, downloading, onRequest, onDownload }: StateProps) {
  const latest: DataExport | undefined = list.items[0];
  const preparing = latest?.status === 'queued' || latest?.status === 'building';
  const limitReached = list.remaining_today === 0;
  const requestButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button variant={variant} onClick={onRequest} disabled={requesting || limitReached}>
      {requesting ? 'Requesting...' : label}
    </Button>
  );
  return (
    <div className="space-y-3" aria-live="polite">
      {preparing ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          <Loader2 className="h-4 w-4 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden="true" />
          We are preparing your data. This can take a few minutes; you can leave this page.
        </p>
      ) : latest?.status === 'ready' && latest.expires_at ? (
        <div className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-slate-800">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              Your data is ready{latest.size_bytes !== null ? ` (${formatBytes(latest.size_bytes)})` : ''}. Available
              until {dateTime(latest.expires_at)}.
            </span>
          </p>
          <Button onClick={() => onDownload(latest.id)} disabled={downloading} className="shrink-0">
            <Download className="h-4 w-4" aria-hidden="true" />
            {downloading ? 'Starting...' : 'Download'}
          </Button>
        </div>
      ) : latest?.status === 'failed' ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {ACCOUNT_MESSAGES.exportFailed}
        </p>
      ) : latest?.status === 'expired' ? (
        <p className="text-sm text-slate-700">Your last copy has expired. Request a new one when you need it.</p>
      ) : (
        <p className="text-sm text-slate-700">You have not requested a copy yet.</p>
      )}
      {preparing ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {requestButton(latest?.status === 'ready' ? 'Request a new copy' : 'Request my data', latest?.status === 'ready' ? 'secondary' : 'primary')}
          {limitReached ? (
            <p className="text-sm text-slate-700">
              You can request your data {DATA_EXPORTS_PER_DAY} times a day
              {list.next_request_at ? `; the next request is possible after ${dateTime(list.next_request_at)}` : ''}.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
