// Reads a whole multipart form into memory, with every limit enforced while the
// bytes arrive: a file over the size cap, one file too many or an unknown part stops
// the read with a clear 4xx before anything is processed or stored. Callers then
// validate and process everything before writing a single file or row.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { UPLOAD_MESSAGES } from '#shared/upload-messages.ts';
import { StoredAnswerReplay } from '../plugins/idempotency-keys';
import { badRequest, HttpError } from './http-errors';
import { fingerprintForm } from './idempotency-keys';

export type MultipartForm = {
  /** Text parts by name. */
  fields: Map<string, string>;
  /** The bytes of each file sent under the file field, in order. */
  files: Buffer[];
  /** Each file's name as the client sent it (may be empty), in the same order. */
  fileNames: string[];
};

export type FormRules = {
  /** The one name file parts may use ('images', 'avatar'). */
  fileField: string;
  maxFiles: number;
  tooManyFilesMessage: string;
  /** Names of the text parts the form may carry. */
  textFields: readonly string[];
  /** The cap on each file and its refusal (413); default: a photo's 5 MB. */
  maxFileBytes?: number;
  tooLargeMessage?: string;
};

const MAX_TEXT_FIELD_BYTES = 64 * 1024;

export async function readMultipartForm(
  request: FastifyRequest,
  rules: FormRules,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the form as multipart/form-data');
  }
  const form: MultipartForm = { fields: new Map(), files: [], fileNames: [] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxFileBytes ?? IMAGE_MAX_BYTES,
        // One more than allowed, so the extra file is seen and refused with our message
        // (and a text part sent as a file, as some FormData code does, still fits).
        files: rules.maxFiles + rules.textFields.length + 1,
        fields: rules.textFields.length,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: rules.maxFiles + rules.textFields.length * 2 + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') await readFilePart(part, form, rules);
      else readTextPart(part, form, rules);
    }
  } catch (error) {
    throw translateMultipartError(error, rules);
  }
  // An operation that takes an Idempotency-Key claims it now that the request is known
  // (plugins/idempotency-keys.ts); a repeat of a finished one is answered as before.
  if (request.idempotency) {
    const stored = await request.idempotency.claim(fingerprintForm(form));
    if (stored) throw new StoredAnswerReplay(stored);
  }
  return form;
}

async function readFilePart(
  part: MultipartFile,
  form: MultipartForm,
  rules: FormRules,
): Promise<void> {
  if (rules.textFields.includes(part.fieldname)) {
    // A Blob appended to FormData arrives as a file; take it as the text it is.
    const text = (await part.toBuffer()).toString('utf8');
    if (Buffer.byteLength(text) > MAX_TEXT_FIELD_BYTES)
      throw badRequest('The form data is too large', part.fieldname);
    setTextField(form, part.fieldname, text);
    return;
  }
  if (part.fieldname !== rules.fileField) {
    part.file.resume();
    throw badRequest(`Unknown field: ${part.fieldname}`, part.fieldname);
  }
  if (form.files.length >= rules.maxFiles) {
    part.file.resume();
    throw badRequest(rules.tooManyFilesMessage, rules.fileField);
  }
  form.files.push(await part.toBuffer());
  form.fileNames.push(part.filename);
}

function readTextPart(part: MultipartValue, form: MultipartForm, rules: FormRules): void {
  if (!rules.textFields.includes(part.fieldname))
    throw badRequest(`Unknown field: ${part.fieldname}`, part.fieldname);
  if (part.valueTruncated) throw badRequest('The form data is too large', part.fieldname);
  // A part declared application/json arrives already parsed; keep it as text so one
  // parser (with one error message) reads every form.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  setTextField(form, part.fieldname, value);
}

function setTextField(form: MultipartForm, name: string, value: string): void {
  if (form.fields.has(name)) throw badRequest(`The field ${name} was sent twice`, name);
  form.fields.set(name, value);
}

function translateMultipartError(error: unknown, rules: FormRules): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        'payload_too_large',
        rules.tooLargeMessage ?? UPLOAD_MESSAGES.imageTooLarge,
        rules.fileField,
      );
    case 'FST_FILES_LIMIT':
      return badRequest(rules.tooManyFilesMessage, rules.fileField);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form has too many parts');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field that is not allowed');
    default:
      break;
  }
  // Malformed multipart framing (busboy's own errors) is the client's fault, not ours.
  if (
    error instanceof Error &&
    /multipart|boundary|part terminated|unexpected end/i.test(error.message)
  ) {
    return badRequest('The form data could not be read');
  }
  return error;
}
