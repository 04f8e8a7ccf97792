// /api/account: the broker's own account. 'Delete my account' (decision 029) and
// 'Download my data' (decision 028): the exports list, a request (prepared in the
// background, hence 202), a one-minute single-use download link, and the download the
// browser opens with that link's ticket.
import { z } from 'zod';
import {
  dataExportLinkSchema,
  dataExportListSchema,
  dataExportSchema,
  deleteAccountInputSchema,
  downloadQuerySchema,
} from '../schemas/account';
import { uuidParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

const tags = ['account'];

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/account',
  operationId: 'deleteAccount',
  summary: "Delete the caller's account (the current password is the proof); clears the refresh cookie",
  tags,
  access: 'user',
  body: deleteAccountInputSchema,
  status: 204,
  response: z.null(),
});

export const listDataExports = defineEndpoint({
  method: 'GET',
  path: '/api/account/exports',
  operationId: 'listDataExports',
  summary: "The caller's latest data exports, newest first, and the requests left today",
  tags,
  access: 'user',
  status: 200,
  response: dataExportListSchema,
});

export const requestDataExport = defineEndpoint({
  method: 'POST',
  path: '/api/account/exports',
  operationId: 'requestDataExport',
  summary: "Ask for a copy of the caller's data; it is prepared in the background and a notice says when it is ready",
  tags,
  access: 'user',
  status: 202,
  response: dataExportSchema,
});

export const createDataExportLink = defineEndpoint({
  method: 'POST',
  path: '/api/account/exports/:id/link',
  operationId: 'createDataExportLink',
  summary: 'A download link for a ready export: works once, within a minute',
  tags,
  access: 'user',
  params: uuidParamSchema,
  status: 200,
  response: dataExportLinkSchema,
});

export const downloadDataExport = defineEndpoint({
  method: 'GET',
  path: '/api/account/exports/:id/download',
  operationId: 'downloadDataExport',
  summary: 'The export as a zip file, for the single-use ticket of a download link',
  description:
    'Public: the ticket in the query is the credential (a browser navigation cannot send the access token). ' +
    'There is no HEAD: it would spend the ticket.',
  tags,
  access: 'public',
  params: uuidParamSchema,
  query: downloadQuerySchema,
  status: 200,
  file: 'application/zip',
  response: z.string().meta({ format: 'binary' }),
  noHead: true,
});
