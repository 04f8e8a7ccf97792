// schema.org microdata (itemscope / itemtype / itemprop in the markup), read into the
// same nodes as JSON-LD so one reader serves both. Values follow the microdata rules:
// meta content, link/a href, img src, time datetime, data/meter value, else the
// element's text. The first value of a property wins.
import type { Attributes, HtmlReader } from '#server/lib/read-html.ts';
import { readStructuredListing, type StructuredListing } from './structured-listing';

type Item = Record<string, unknown>;

/** An itemprop whose value is its element's text, collected while the element is open. */
type Capture = { item: Item; props: string[]; text: string[]; size: number };

/** What an open element started: an item (itemscope), a text value (itemprop), or nothing. */
type Open = { item?: Item; capture?: Capture };

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

// Every event costs a bounded amount of work: the open items and the open captures are
// kept in their own stacks, captures are capped, and the page reader caps nesting
// (lib/read-html.ts), so the whole page is one linear pass however it nests. (Issue 17:
// a reader that rescanned the element stack per tag took minutes on unclosed <div>s.)
export function createMicrodataReader(): HtmlReader<StructuredListing | null> {
  const topLevel: Item[] = [];
  const nested: Item[] = [];
  // One entry per open element: the events are balanced, so a close pops its own open.
  const stack: Open[] = [];
  const items: Item[] = [];
  const captures: Capture[] = [];
  const append = (capture: Capture, text: string) => {
    if (capture.size >= MAX_TEXT) return;
    const piece =
      text.length > MAX_TEXT - capture.size ? text.slice(0, MAX_TEXT - capture.size) : text;
    capture.text.push(piece);
    capture.size += piece.length;
  };
  /** The item an element starts, or the value it gives its parent item; `content` for raw-text elements. */
  const start = (name: string, attributes: Attributes, content?: string): Open => {
    const open: Open = {};
    const props = (attributes.get('itemprop') ?? '').split(/\s+/).filter(Boolean);
    const parent = items[items.length - 1];
    if (attributes.has('itemscope')) {
      if (topLevel.length + nested.length >= MAX_ITEMS) return open;
      const item: Item = { '@type': typeOf(attributes) };
      if (parent && props.length > 0) {
        for (const prop of props) setOnce(parent, prop, item);
        nested.push(item);
      } else {
        topLevel.push(item);
      }
      open.item = item;
    } else if (parent && props.length > 0) {
      const value = attributeValue(name, attributes) ?? content?.replace(/\s+/g, ' ').trim();
      if (value !== undefined) {
        for (const prop of props) setOnce(parent, prop, value);
      } else if (captures.length < MAX_OPEN_CAPTURES) {
        open.capture = { item: parent, props, text: [], size: 0 };
      }
    }
    return open;
  };

  return {
    open(name, attributes) {
      if (SPACING.has(name)) for (const capture of captures) append(capture, ' ');
      const open = start(name, attributes);
      if (open.item) items.push(open.item);
      if (open.capture) captures.push(open.capture);
      stack.push(open);
    },
    text(text) {
      for (const capture of captures) append(capture, text);
    },
    raw(name, attributes, content) {
      start(name, attributes, content);
    },
    close() {
      const open = stack.pop();
      if (open?.item) items.pop();
      if (!open?.capture) return;
      captures.pop();
      const { item, props, text } = open.capture;
      const value = text.join('').replace(/\s+/g, ' ').trim();
      for (const prop of props) setOnce(item, prop, value);
    },
    result() {
      if (topLevel.length === 0) return null;
      return readStructuredListing(topLevel) ?? readStructuredListing(nested);
    },
  };
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
