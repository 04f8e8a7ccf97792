import { useMutation } from '@tanstack/react-query';
import { reportReceiptSchema } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';

/** Reporting twice is harmless: the server answers with the same report. */
export const reportPost = (id: string) =>
  apiRequest(reportReceiptSchema, `/api/posts/${encodeURIComponent(id)}/report`, {
    method: 'POST',
  });

export const useReportPost = () => useMutation({ mutationFn: reportPost });
