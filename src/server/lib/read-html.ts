// A page's markup read once by htmlparser2 (decision 033), its events handed to any
// number of readers in document order: Quick Entry's field readers and the photo finder
// share one parse. No tree is built; each reader keeps only the state it needs.
//
// What the readers can rely on:
// - every open is followed by its close, properly nested: the parser closes elements
//   the markup leaves open (implied ends, end of page), ignores stray closing tags, and
//   closes void elements (<img>, <meta>...) at once;
// - names are lowercase, entities are decoded in text and attribute values, and the
//   first of two same-named attributes wins;
// - a raw-text element (script, style, title, textarea...) comes as one `raw` event with
//   its whole content, not as open, text and close;
// - <template> content is not on the page (it is inert until a script clones it);
// - nesting is capped at MAX_DEPTH: a tag that would open deeper (other than a void or
//   raw-text one) is not read, its content counts as its parent's, as Chromium flattens
//   its tree at the same depth. htmlparser2 keeps its open elements in an array it
//   unshifts and searches per tag, which is quadratic on a page of endless unclosed
//   tags (minutes for 630,000 <div>s); capped, every tag costs a bounded amount of work.
import { Parser, Tokenizer, type ParserOptions, type TokenizerCallbacks } from 'htmlparser2';

export type Attributes = ReadonlyMap<string, string>;

export type HtmlReader<T> = {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  /** Text between tags (not inside a raw-text element), possibly in several pieces. */
  text?(text: string): void;
  /** A raw-text element and its whole content. */
  raw?(name: string, attributes: Attributes, content: string): void;
  /** What the reader found, once the page has been read. */
  result(): T;
};

export type HtmlReaders = Record<string, HtmlReader<unknown>>;
export type HtmlReadResults<R extends HtmlReaders> = {
  [K in keyof R]: R[K] extends HtmlReader<infer T> ? T : never;
};

/** Open elements at most (Chromium's parser uses the same limit). */
export const MAX_DEPTH = 512;

/** Elements whose content htmlparser2 reads as text, as browsers do. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const NO_ATTRIBUTES: Attributes = new Map();

/** Reads `html` once, telling every reader; returns each reader's result under its key. */
export function readHtml<R extends HtmlReaders>(html: string, readers: R): HtmlReadResults<R> {
  const list = Object.values(readers);
  const page: Page = { html, depth: 0 };
  const options: PageOptions = { Tokenizer: DepthCappedTokenizer, page };
  // Inside <template>: elements open there, the template included.
  let inert = 0;
  // A raw-text element being read; elements inside one exist only in SVG and MathML,
  // where their text is its content too.
  let raw: { name: string; attributes: Attributes; parts: string[]; nested: number } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        page.depth++;
        if (inert > 0 || name === 'template') {
          inert++;
          return;
        }
        if (raw) {
          raw.nested++;
          return;
        }
        const attributes = toAttributes(attribs);
        if (RAW_TEXT.has(name)) {
          raw = { name, attributes, parts: [], nested: 0 };
          return;
        }
        for (const reader of list) reader.open?.(name, attributes);
      },
      ontext(text) {
        if (inert > 0) return;
        if (raw) raw.parts.push(text);
        else for (const reader of list) reader.text?.(text);
      },
      onclosetag(name) {
        page.depth--;
        if (inert > 0) {
          inert--;
          return;
        }
        if (raw) {
          if (raw.nested-- > 0) return;
          const { attributes, parts } = raw;
          raw = null;
          const content = parts.join('');
          for (const reader of list) reader.raw?.(name, attributes, content);
          return;
        }
        for (const reader of list) reader.close?.(name);
      },
    },
    options,
  );
  parser.end(html);

  const results: Record<string, unknown> = {};
  for (const [key, reader] of Object.entries(readers)) results[key] = reader.result();
  return results as HtmlReadResults<R>;
}

function toAttributes(attribs: Record<string, string>): Attributes {
  const entries = Object.entries(attribs);
  return entries.length === 0 ? NO_ATTRIBUTES : new Map(entries);
}

/** The page being read, for its tokenizer. */
type Page = {
  html: string;
  /** Elements open in the parser: every open is closed, so this is its stack's height. */
  depth: number;
};
// htmlparser2 hands its own options to the tokenizer it makes, so the page rides along.
type PageOptions = ParserOptions & { page: Page };

/**
 * htmlparser2's tokenizer, with the open tags that would go deeper than MAX_DEPTH kept
 * from the parser (their attributes and end too). Their closing tags reach it as stray
 * ones and are ignored or close an ancestor, as in any broken markup. Void and raw-text
 * tags always pass: the first never stay open, and the tokenizer has already switched
 * to raw text for the second. (One class for every page: a class made per page would
 * leave V8 guessing at every call, several times slower.)
 */
class DepthCappedTokenizer extends Tokenizer {
  constructor(options: PageOptions, parser: TokenizerCallbacks) {
    const { page } = options;
    let dropping = false;
    const isRawText = (name: string) => RAW_TEXT.has(name) && !parser.isInForeignContext?.();
    super(options, {
      onopentagname(start, end) {
        // (Indices are offsets into the page: it is written to the parser at once.)
        const name = page.depth < MAX_DEPTH ? '' : page.html.slice(start, end).toLowerCase();
        dropping = name !== '' && !VOID.has(name) && !isRawText(name);
        if (!dropping) parser.onopentagname(start, end);
      },
      onattribname(start, end) {
        if (!dropping) parser.onattribname(start, end);
      },
      onattribdata(start, end) {
        if (!dropping) parser.onattribdata(start, end);
      },
      onattribentity(codepoint) {
        if (!dropping) parser.onattribentity(codepoint);
      },
      onattribend(quote, end) {
        if (!dropping) parser.onattribend(quote, end);
      },
      onopentagend(end) {
        if (dropping) dropping = false;
        else parser.onopentagend(end);
      },
      onselfclosingtag(end) {
        if (dropping) dropping = false;
        else parser.onselfclosingtag(end);
      },
      onclosetag: (start, end) => parser.onclosetag(start, end),
      ontext: (start, end) => parser.ontext(start, end),
      ontextentity: (codepoint, end) => parser.ontextentity(codepoint, end),
      oncdata: (start, end, offset) => parser.oncdata(start, end, offset),
      oncomment: (start, end, offset) => parser.oncomment(start, end, offset),
      ondeclaration: (start, end) => parser.ondeclaration(start, end),
      onprocessinginstruction: (start, end) => parser.onprocessinginstruction(start, end),
      onend: () => parser.onend(),
      isInForeignContext: () => parser.isInForeignContext?.() ?? false,
    });
  }
}
