// A listing page as a flat list of tokens (open tag, close tag, text, raw element),
// read without a DOM or a dependency. One pass in linear time whatever the input: a
// hostile page must not stall the server with backtracking. Not a conforming HTML
// parser: no tree is built and no implied tags are added; the extractors that need
// nesting (microdata, main text) keep their own stack of the tags they care about.
import { decodeEntities } from '../../lib/html-entities';

export type Attributes = ReadonlyMap<string, string>;

export type HtmlToken =
  | { kind: 'open'; name: string; attributes: Attributes; selfClosing: boolean }
  | { kind: 'close'; name: string }
  /** Text between tags, entities decoded, whitespace as written. */
  | { kind: 'text'; text: string }
  /** An element whose content is not markup (script, style, title...), content as written. */
  | { kind: 'raw'; name: string; attributes: Attributes; content: string };

/** Elements that have no closing tag. */
export const VOID_ELEMENTS = new Set([
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

// Their content is text to the browser, not tags; kept whole in a 'raw' token.
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'noscript',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

// (toLowerCase can change a string's length, so the closing tag is found by regex.)
const RAW_CLOSERS = new Map(
  [...RAW_TEXT_ELEMENTS].map((name) => [name, new RegExp(`</${name}`, 'gi')]),
);

/** A page this many tokens long is read only that far. */
const MAX_TOKENS = 200_000;

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const tagName = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/y;
  const unclosed = new Set<string>();
  let i = 0;
  while (i < html.length && tokens.length < MAX_TOKENS) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      pushText(tokens, html.slice(i));
      break;
    }
    if (lt > i) pushText(tokens, html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      // <!doctype ...>, <![CDATA[...]]>, <?xml ...?>: nothing to read.
      const end = html.indexOf('>', lt + 2);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    tagName.lastIndex = lt;
    const match = tagName.exec(html);
    if (!match) {
      // A '<' that opens no tag is text ("price < 1 Cr").
      pushText(tokens, '<');
      i = lt + 1;
      continue;
    }
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    const end = tagEnd(html, tagName.lastIndex, unclosed);
    if (end === -1) break;
    if (closing) {
      tokens.push({ kind: 'close', name });
      i = end + 1;
      continue;
    }
    const attributeText = html.slice(tagName.lastIndex, end);
    const attributes = parseAttributes(attributeText);
    const selfClosing = attributeText.trimEnd().endsWith('/');
    if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const closer = RAW_CLOSERS.get(name) as RegExp;
      closer.lastIndex = end + 1;
      const close = closer.exec(html)?.index ?? -1;
      const contentEnd = close === -1 ? html.length : close;
      tokens.push({ kind: 'raw', name, attributes, content: html.slice(end + 1, contentEnd) });
      const after = close === -1 ? -1 : html.indexOf('>', close);
      i = after === -1 ? html.length : after + 1;
      continue;
    }
    tokens.push({ kind: 'open', name, attributes, selfClosing });
    i = end + 1;
  }
  return tokens;
}

function pushText(tokens: HtmlToken[], raw: string): void {
  if (raw === '') return;
  const previous = tokens[tokens.length - 1];
  const text = decodeEntities(raw);
  if (previous?.kind === 'text') previous.text += text;
  else tokens.push({ kind: 'text', text });
}

/**
 * The '>' that ends a tag whose attributes start at `from`, skipping quoted values
 * (content="2 BHK > 1000 sq ft"). Quotes are jumped with indexOf, and a quote character
 * that never closes is remembered as such (`unclosed`), so the whole page stays one
 * linear pass even if every tag has a broken quote.
 */
function tagEnd(html: string, from: number, unclosed: Set<string>): number {
  let afterEquals = false;
  for (let j = from; j < html.length; j++) {
    const c = html[j];
    if (c === '>') return j;
    if ((c === '"' || c === "'") && afterEquals && !unclosed.has(c)) {
      const close = html.indexOf(c, j + 1);
      if (close === -1) {
        unclosed.add(c);
        continue;
      }
      j = close;
      afterEquals = false;
      continue;
    }
    if (c === '=') afterEquals = true;
    else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') afterEquals = false;
  }
  return -1;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  if (text.trim() === '' || text.trim() === '/') return attributes;
  for (const match of text.matchAll(ATTRIBUTE)) {
    const key = (match[1] ?? '').toLowerCase();
    if (attributes.has(key)) continue; // the first one wins, as in browsers
    attributes.set(key, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}
