// The text files of an export, produced a row at a time so an account of any size never
// sits in memory: JSON documents (pretty, one per area) and CSV files (UTF-8 with a
// byte-order mark, so Excel reads Hindi and other non-Latin names correctly).

/** `{ ...head, "<list>": [ ...items ], ... }`, streamed. */
export async function* jsonDocument(
  head: Record<string, unknown>,
  lists: Record<string, AsyncIterable<unknown>>,
): AsyncGenerator<string> {
  const headEntries = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${indent(JSON.stringify(v, null, 2))}`);
  yield `{\n${headEntries.join(',\n')}`;
  let first = headEntries.length === 0;
  for (const [name, items] of Object.entries(lists)) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(name)}: [`;
    first = false;
    let n = 0;
    for await (const item of items) {
      yield `${n === 0 ? '' : ','}\n    ${indent(JSON.stringify(item, null, 2), 4)}`;
      n += 1;
    }
    yield n === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}

const indent = (json: string, spaces = 2) => json.replaceAll('\n', `\n${' '.repeat(spaces)}`);

export type CsvColumn<T> = readonly [header: string, value: (row: T) => unknown];

export async function* csvDocument<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): AsyncGenerator<string> {
  yield `\ufeff${columns.map(([header]) => csvCell(header)).join(',')}\r\n`;
  for await (const row of rows) {
    yield `${columns.map(([, value]) => csvCell(value(row))).join(',')}\r\n`;
  }
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so a listing title cannot become a formula on the broker's PC.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows a page at a time: `fetchPage(last)` gives the rows after `last` (undefined: from the start). */
export async function* paged<T>(fetchPage: (last: T | undefined) => PromiseLike<T[]>, pageSize: number): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const page = await fetchPage(last);
    yield* page;
    if (page.length < pageSize) return;
    last = page[page.length - 1];
  }
}

/** Each row as `map` makes it; a map may read more (a requirement's area names). */
export async function* mapped<T, U>(rows: AsyncIterable<T>, map: (row: T) => U | Promise<U>): AsyncGenerator<U> {
  for await (const row of rows) yield await map(row);
}

/**
 * Each row as `present` makes it, `size` rows at a time: a batch's present may read more
 * for all of its rows at once (a page of registrations' visits), so there is no read per
 * row and no more than a batch in memory.
 */
export async function* batched<T, U>(
  rows: AsyncIterable<T>,
  size: number,
  present: (batch: T[]) => Promise<U[]>,
): AsyncGenerator<U> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield* await present(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield* await present(batch);
}

/** A list read in one query (a broker has few of these rows). */
export async function* listOf<T>(rows: PromiseLike<T[]>): AsyncGenerator<T> {
  yield* await rows;
}

export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
