// How an error is written to the log. A failed query's error carries its parameters
// (drizzle puts them in the message: "Failed query: ...\nparams: ..."), and the
// database's own message and detail quote the values it refused ('invalid input syntax
// for type integer: "..."', 'Key (email)=(...)'); those can be a password hash, an e-mail
// or a client's phone (issue 17). So only the statement text and the database's error
// code, constraint and routine are kept; values never reach the log.
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode'] as const;
const MAX_CAUSES = 4;

export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as Error & Record<string, unknown>;
  const fromDatabase = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  const out: LoggedError = fromDatabase
    ? {
        type: e.name,
        message: `database error ${e.code}${typeof e.constraint === 'string' ? ` (${e.constraint})` : ''}`,
        stack: '',
      }
    : {
        type: e.name,
        message: withoutParams(e.message),
        stack: typeof e.stack === 'string' ? withoutParams(e.stack) : '',
      };
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeErrorForLog(e.cause, depth + 1);
  return out;
}

/** Cuts drizzle's "params: ..." line (and all that follows it) out of a message or stack. */
function withoutParams(text: string): string {
  const at = text.search(/\nparams: /);
  if (at === -1) return text;
  const rest = text.slice(at + 1);
  // Keep the stack frames that follow the message, drop the parameter line itself.
  const frames = rest.indexOf('\n    at ');
  return text.slice(0, at) + (frames === -1 ? '' : rest.slice(frames));
}
