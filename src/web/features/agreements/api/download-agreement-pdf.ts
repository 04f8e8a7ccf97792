import { useMutation } from '@tanstack/react-query';
import { downloadAgreementPdf } from '#shared/api/agreements.ts';
import { fetchFile, saveBlob } from '#web/lib/fetch-file.ts';

/** 'agreement-1a2b3c4d.pdf': the first 8 characters of the agreement's id. */
export const agreementPdfName = (id: string) => `agreement-${id.slice(0, 8)}.pdf`;

/** Fetches the executed agreement's PDF with the session's token and saves it. */
export async function downloadPdf(id: string): Promise<void> {
  const blob = await fetchFile(downloadAgreementPdf, { params: { id } });
  saveBlob(blob, agreementPdfName(id));
}

export const useDownloadAgreementPdf = () => useMutation({ mutationFn: downloadPdf });
