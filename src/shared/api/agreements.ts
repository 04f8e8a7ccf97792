// /api/agreements (issue 20): a broker's agreements, drafted, signed and sent from the
// app, and signed in the app by a co-broking's listing broker; /api/signing/:token: what a client without an account does with the link they got
// (see the document, ask for a one-time code, sign or decline). The document itself is
// shown by the server-rendered page /sign/:token.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  agreementInputSchema,
  agreementLinkSchema,
  agreementListQuerySchema,
  agreementListSchema,
  agreementSchema,
  agreementUpdateSchema,
  brokerSignatureSchema,
  declineAgreementSchema,
  declineAsBrokerSchema,
  signAgreementSchema,
  signingCodeAnswerSchema,
  signingCodeRequestSchema,
  signingResultSchema,
  signingTokenParamSchema,
  verifyAgreementInputSchema,
  verifyAgreementResultSchema,
} from '../schemas/agreements';
import { defineEndpoint } from './define-endpoint';

const tags = ['agreements'];

export const createAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/agreements',
  operationId: 'createAgreement',
  summary: 'Draft an agreement: a seller or buyer mandate, or co-broking terms with another member',
  tags,
  access: 'user',
  body: agreementInputSchema,
  status: 201,
  response: agreementSchema,
});

export const listAgreements = defineEndpoint({
  method: 'GET',
  path: '/api/agreements',
  operationId: 'listAgreements',
  summary: "The caller's agreements of every kind, newest first, by kind and status",
  tags,
  access: 'user',
  query: agreementListQuerySchema,
  status: 200,
  response: agreementListSchema,
});

export const getAgreement = defineEndpoint({
  method: 'GET',
  path: '/api/agreements/:id',
  operationId: 'getAgreement',
  summary: 'One agreement of the caller, with its signers and trail (404 to anyone else)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: agreementSchema,
});

export const updateAgreement = defineEndpoint({
  method: 'PUT',
  path: '/api/agreements/:id',
  operationId: 'updateAgreement',
  summary: 'Change a draft (a sent agreement is cancelled and drafted again instead)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: agreementUpdateSchema,
  status: 200,
  response: agreementSchema,
});

export const deleteAgreement = defineEndpoint({
  method: 'DELETE',
  path: '/api/agreements/:id',
  operationId: 'deleteAgreement',
  summary: 'Delete a draft (anything sent stays, with its trail)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const sendAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/agreements/:id/send',
  operationId: 'sendAgreement',
  summary: "Sign a draft as its broker (password or authenticator code again) and ask the other party to sign",
  description:
    "A mandate's client gets a link, in the answer once (for WhatsApp) and e-mailed when their e-mail is known; it dies after 14 days, on signing, declining or cancelling. Co-broking's listing broker is notified and signs in the app.",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: brokerSignatureSchema,
  status: 200,
  response: agreementLinkSchema,
});

export const renewAgreementLink = defineEndpoint({
  method: 'POST',
  path: '/api/agreements/:id/link',
  operationId: 'renewAgreementLink',
  summary: "A new signing link for a sent agreement (the old one dies); e-mailed again when the client's e-mail is known",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: agreementLinkSchema,
});

export const cancelAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/agreements/:id/cancel',
  operationId: 'cancelAgreement',
  summary: 'Withdraw a sent agreement before every party signed; its link dies',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: agreementSchema,
});

export const signAgreementAsMember = defineEndpoint({
  method: 'POST',
  path: '/api/agreements/:id/sign',
  operationId: 'signAgreementAsMember',
  summary: "Sign co-broking terms as their listing broker (password or authenticator code again)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: brokerSignatureSchema,
  status: 200,
  response: agreementSchema,
});

export const declineAgreementAsMember = defineEndpoint({
  method: 'POST',
  path: '/api/agreements/:id/decline',
  operationId: 'declineAgreementAsMember',
  summary: 'Decline co-broking terms as their listing broker',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: declineAsBrokerSchema,
  status: 200,
  response: agreementSchema,
});

export const downloadAgreementPdf = defineEndpoint({
  method: 'GET',
  path: '/api/agreements/:id/pdf',
  operationId: 'downloadAgreementPdf',
  summary: 'The executed agreement as a PDF, with its audit certificate (parties only)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  file: 'application/pdf',
  response: z.string().meta({ format: 'binary' }),
});

export const requestSigningCode = defineEndpoint({
  method: 'POST',
  path: '/api/signing/:token/code',
  operationId: 'requestSigningCode',
  summary: 'Send a one-time signing code to the client of a link, by e-mail or SMS',
  tags,
  access: 'public',
  params: signingTokenParamSchema,
  body: signingCodeRequestSchema,
  status: 200,
  response: signingCodeAnswerSchema,
});

export const signAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/signing/:token/sign',
  operationId: 'signAgreement',
  summary: 'Sign as the client of a link: full name and the one-time code (and a drawn signature, optionally)',
  tags,
  access: 'public',
  params: signingTokenParamSchema,
  body: signAgreementSchema,
  status: 200,
  response: signingResultSchema,
});

export const declineAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/signing/:token/decline',
  operationId: 'declineAgreement',
  summary: 'Decline as the client of a link; the link dies and the broker is told',
  tags,
  access: 'public',
  params: signingTokenParamSchema,
  body: declineAgreementSchema,
  status: 200,
  response: signingResultSchema,
});

export const verifyAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/verify-agreement',
  operationId: 'verifyAgreement',
  summary: 'Whether a SHA-256 (of an uploaded PDF, taken in the browser or here) is exactly an executed agreement',
  tags,
  access: 'public',
  body: verifyAgreementInputSchema,
  status: 200,
  response: verifyAgreementResultSchema,
});

