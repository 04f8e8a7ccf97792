import { useMutation } from '@tanstack/react-query';
import { reportPost as reportPostEndpoint } from '#shared/api/feed.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** Reporting twice is harmless: the server answers with the same report. */
export const reportPost = (id: string) => call(reportPostEndpoint, { params: { id } });

export const useReportPost = () => useMutation({ mutationFn: reportPost });
