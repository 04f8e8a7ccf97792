// schema.org microdata (itemscope / itemtype / itemprop in the markup), read into the
// same nodes as JSON-LD so one reader serves both. Values follow the microdata rules:
// meta content, link/a href, img src, time datetime, data/meter value, else the
// element's text. The first value of a property wins.
import type { Attributes, HtmlToken } from './html-tokens';
import { VOID_ELEMENTS } from './html-tokens';
import { readStructuredListing, type JsonNode, type StructuredListing } from './structured-listing';

type Item = Record<string, unknown>;

/** An itemprop whose value is its element's text, collected while the element is open. */
type Capture = { item: Item; props: string[]; text: string[]; size: number };

type Open = {
  name: string;
  /** The item this element starts (itemscope). */
  item?: Item;
  capture?: Capture;
};

/** How far down the stack a closing tag looks for its element (bounds broken markup). */
const CLOSE_SEARCH = 64;
/**
 * Elements nested deeper than this are read as if they were not there (their text still
 * counts). Real pages stay far below; a hostile page of endless unclosed tags must not
 * grow the stack without bound.
 */
export const MAX_DEPTH = 512;
/** Text values being collected at once; deeper itemprops inside them are not read. */
const MAX_OPEN_CAPTURES = 16;
const MAX_ITEMS = 500;
const MAX_TEXT = 5000;

/** Elements that separate words in an itemprop's text ("Semi furnished<br>near the lake"). */
const SPACING = new Set(['br', 'p', 'div', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'h1', 'h2', 'h3']);

const URL_ATTRIBUTE: Readonly<Record<string, string>> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  track: 'src',
  iframe: 'src',
};

export function extractMicrodata(tokens: readonly HtmlToken[]): StructuredListing | null {
  const { topLevel, nested } = readItems(tokens);
  if (topLevel.length === 0) return null;
  return readStructuredListing(topLevel) ?? readStructuredListing(nested);
}

// Every token costs a bounded amount of work (the open items and the open captures are
// kept in their own stacks, captures are capped), so the whole page is one linear pass
// however it nests: the old reader rescanned the element stack for every tag, which
// took minutes on a page of unclosed <div>s.
function readItems(tokens: readonly HtmlToken[]): { topLevel: JsonNode[]; nested: JsonNode[] } {
  const topLevel: Item[] = [];
  const nested: Item[] = [];
  const stack: Open[] = [];
  const items: Item[] = [];
  const captures: Capture[] = [];
  const append = (capture: Capture, text: string) => {
    if (capture.size >= MAX_TEXT) return;
    const piece = text.length > MAX_TEXT - capture.size ? text.slice(0, MAX_TEXT - capture.size) : text;
    capture.text.push(piece);
    capture.size += piece.length;
  };
  const close = (open: Open) => {
    if (open.item) items.pop();
    if (!open.capture) return;
    captures.pop();
    const { item, props, text } = open.capture;
    const value = text.join('').replace(/\s+/g, ' ').trim();
    for (const prop of props) setOnce(item, prop, value);
  };

  for (const token of tokens) {
    if (token.kind === 'text') {
      for (const capture of captures) append(capture, token.text);
      continue;
    }
    if (token.kind === 'close') {
      const from = Math.max(0, stack.length - CLOSE_SEARCH);
      for (let i = stack.length - 1; i >= from; i--) {
        if (stack[i]?.name !== token.name) continue;
        while (stack.length > i) close(stack.pop() as Open);
        break;
      }
      continue;
    }
    const { name, attributes } = token;
    if (token.kind === 'open' && SPACING.has(name)) {
      for (const capture of captures) append(capture, ' ');
    }
    const isVoid = token.kind === 'raw' || VOID_ELEMENTS.has(name) || token.selfClosing;
    if (!isVoid && stack.length >= MAX_DEPTH) continue;
    const props = (attributes.get('itemprop') ?? '').split(/\s+/).filter(Boolean);
    const parent = items[items.length - 1];
    const open: Open = { name };
    if (attributes.has('itemscope')) {
      if (topLevel.length + nested.length >= MAX_ITEMS) continue;
      const item: Item = { '@type': typeOf(attributes) };
      if (parent && props.length > 0) {
        for (const prop of props) setOnce(parent, prop, item);
        nested.push(item);
      } else {
        topLevel.push(item);
      }
      if (!isVoid) open.item = item;
    } else if (parent && props.length > 0) {
      const value = attributeValue(name, attributes);
      if (value !== undefined) {
        for (const prop of props) setOnce(parent, prop, value);
      } else if (token.kind === 'raw') {
        for (const prop of props) setOnce(parent, prop, token.content.replace(/\s+/g, ' ').trim());
      } else if (!isVoid && captures.length < MAX_OPEN_CAPTURES) {
        open.capture = { item: parent, props, text: [], size: 0 };
      }
    }
    if (isVoid) continue;
    if (open.item) items.push(open.item);
    if (open.capture) captures.push(open.capture);
    stack.push(open);
  }
  while (stack.length > 0) close(stack.pop() as Open);
  return { topLevel, nested };
}

function typeOf(attributes: Attributes): string[] {
  return (attributes.get('itemtype') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').replace(/\/$/, ''));
}

function attributeValue(name: string, attributes: Attributes): string | undefined {
  if (attributes.has('content')) return attributes.get('content');
  const urlAttribute = URL_ATTRIBUTE[name];
  if (urlAttribute) return attributes.get(urlAttribute) ?? '';
  if (name === 'time' && attributes.has('datetime')) return attributes.get('datetime');
  if ((name === 'data' || name === 'meter') && attributes.has('value'))
    return attributes.get('value');
  return undefined;
}

function setOnce(item: Item, prop: string, value: unknown): void {
  if (!(prop in item)) item[prop] = value;
}
