// schema.org microdata (itemscope / itemtype / itemprop in the markup), read into the
// same nodes as JSON-LD so one reader serves both. Values follow the microdata rules:
// meta content, link/a href, img src, time datetime, data/meter value, else the
// element's text. The first value of a property wins.
import type { Attributes, HtmlToken } from './html-tokens';
import { VOID_ELEMENTS } from './html-tokens';
import { readStructuredListing, type JsonNode, type StructuredListing } from './structured-listing';

type Item = Record<string, unknown>;

type Open = {
  name: string;
  /** The item this element starts (itemscope). */
  item?: Item;
  /** The text of an itemprop whose value is the element's text. */
  capture?: { item: Item; props: string[]; text: string[] };
};

/** How far down the stack a closing tag looks for its element (bounds broken markup). */
const CLOSE_SEARCH = 64;
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

function readItems(tokens: readonly HtmlToken[]): { topLevel: JsonNode[]; nested: JsonNode[] } {
  const topLevel: Item[] = [];
  const nested: Item[] = [];
  const stack: Open[] = [];
  const currentItem = (): Item | undefined => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const item = stack[i]?.item;
      if (item) return item;
    }
    return undefined;
  };
  const finish = (open: Open) => {
    if (!open.capture) return;
    const text = open.capture.text.join('').replace(/\s+/g, ' ').trim();
    for (const prop of open.capture.props) setOnce(open.capture.item, prop, text);
  };

  for (const token of tokens) {
    if (token.kind === 'text') {
      for (const open of stack) {
        if (open.capture && open.capture.text.length < MAX_TEXT) open.capture.text.push(token.text);
      }
      continue;
    }
    if (token.kind === 'close') {
      const from = Math.max(0, stack.length - CLOSE_SEARCH);
      for (let i = stack.length - 1; i >= from; i--) {
        if (stack[i]?.name !== token.name) continue;
        for (const open of stack.splice(i)) finish(open);
        break;
      }
      continue;
    }
    const { name, attributes } = token;
    if (token.kind === 'open' && SPACING.has(name)) {
      for (const open of stack) open.capture?.text.push(' ');
    }
    const props = (attributes.get('itemprop') ?? '').split(/\s+/).filter(Boolean);
    const parent = currentItem();
    const isVoid = token.kind === 'raw' || VOID_ELEMENTS.has(name) || token.selfClosing;
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
      open.item = item;
    } else if (parent && props.length > 0) {
      const value = attributeValue(name, attributes);
      if (value !== undefined) {
        for (const prop of props) setOnce(parent, prop, value);
      } else if (token.kind === 'raw') {
        for (const prop of props) setOnce(parent, prop, token.content.replace(/\s+/g, ' ').trim());
      } else if (!isVoid) {
        open.capture = { item: parent, props, text: [] };
      }
    }
    if (!isVoid) stack.push(open);
  }
  for (const open of stack.reverse()) finish(open);
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
