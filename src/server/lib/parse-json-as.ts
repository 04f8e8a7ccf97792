// Text from outside (a NOTIFY payload, a socket message) read as JSON of a known shape.
import type { z } from 'zod';

/** `text` as JSON of `schema`'s shape; undefined when it is not JSON or not that shape. */
export function parseJsonAs<S extends z.ZodType>(schema: S, text: string): z.output<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
