// A fetched page that its worker could not read (lib/cpu-pool.ts), told the way each
// page-reading feature tells it: every thread busy is 503, a page too costly is 422 on
// the URL field (logged: it is the page's doing, not ours); anything else is not a
// refusal and is given back to be rethrown as is.
import type { FastifyBaseLogger } from 'fastify';
import { CpuPoolBusy, CpuTaskTooCostly } from './cpu-pool';
import { HttpError } from './http-errors';

type Texts = { busy: string; tooCostly: string; field: string; logged: string };

export function pageReadRefusalOf(error: unknown, log: FastifyBaseLogger, texts: Texts): unknown {
  if (error instanceof CpuPoolBusy) return new HttpError(503, 'busy', texts.busy);
  if (!(error instanceof CpuTaskTooCostly)) return error;
  log.warn({ reason: error.message }, texts.logged);
  return new HttpError(422, 'unprocessable', texts.tooCostly, texts.field);
}
