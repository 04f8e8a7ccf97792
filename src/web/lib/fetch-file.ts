// A file the API answers (an operation whose contract names `file`), fetched with the
// session's access token like any call, and saved on the device. `call()` refuses these
// operations because it parses JSON; a download that needs no token (the data export) is
// a browser navigation instead (decision 035).
import { endpointPath, type Endpoint, type EndpointInput } from '#shared/api/define-endpoint.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { NetworkError, readResponse, refreshSession } from './api-client';
import { sessionStore } from './session-store';

/** The file as a Blob; one refresh-and-retry on 401, the API's error as an ApiError. */
export async function fetchFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<Blob> {
  if (!endpoint.file || endpoint.method !== 'GET') throw new Error(`${endpoint.operationId} is not a file download`);
  const { params } = input as { params?: Record<string, unknown> };
  const url = endpointPath(endpoint.path, params);
  let response = await get(url, endpoint.file);
  if (response.status === 401 && sessionStore.accessToken() && (await refreshSession())) {
    response = await get(url, endpoint.file);
  }
  // Not ok: reads the API's error body and throws it as an ApiError.
  if (!response.ok) await readResponse(errorResponseSchema, response);
  return response.blob();
}

async function get(url: string, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const token = sessionStore.accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw new NetworkError();
  }
}

/** Saves `blob` as `filename` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
