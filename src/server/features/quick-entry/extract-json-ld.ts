// schema.org JSON-LD, the most trusted source on a listing page (portals write it for
// search engines): every <script type="application/ld+json"> block, top-level nodes and
// @graph members first. Listings nested in something else (an ItemList of "similar
// properties") count only when the page has no top-level listing.
import type { HtmlReader } from '#server/lib/read-html.ts';
import {
  listingRank,
  readStructuredListing,
  type JsonNode,
  type StructuredListing,
} from './structured-listing';

const MAX_BLOCKS = 20;
const MAX_NODES = 5000;
const MAX_DEPTH = 12;

export function createJsonLdReader(): HtmlReader<StructuredListing | null> {
  const topLevel: JsonNode[] = [];
  const nested: JsonNode[] = [];
  const byId = new Map<string, JsonNode>();
  let blocks = 0;
  return {
    raw(name, attributes, content) {
      if (name !== 'script' || blocks >= MAX_BLOCKS) return;
      if (!/^\s*application\/ld\+json\s*$/i.test(attributes.get('type') ?? '')) return;
      blocks++;
      const data = parseBlock(content);
      if (data !== undefined) collect(data, topLevel, nested, byId);
    },
    result() {
      const resolve = (node: JsonNode): JsonNode => {
        const id = node['@id'];
        if (typeof id === 'string' && Object.keys(node).length === 1) return byId.get(id) ?? node;
        return node;
      };
      const listings = topLevel.map(resolve).filter((n) => listingRank(n) !== undefined);
      return readStructuredListing(listings.length > 0 ? listings : nested, resolve);
    },
  };
}

// Pages wrap blocks in HTML comments or CDATA markers and leave trailing commas.
function parseBlock(content: string): unknown {
  const text = content
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      return JSON.parse(text.replace(/,\s*([}\]])/g, '$1')) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** Sorts every object node into top-level (a block's root, its list, @graph) and nested. */
function collect(
  data: unknown,
  topLevel: JsonNode[],
  nested: JsonNode[],
  byId: Map<string, JsonNode>,
): void {
  let count = topLevel.length + nested.length;
  const visit = (value: unknown, depth: number, isTop: boolean): void => {
    if (depth > MAX_DEPTH || count >= MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1, isTop);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as JsonNode;
    count++;
    (isTop ? topLevel : nested).push(node);
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'object' && child !== null)
        visit(child, depth + 1, isTop && key === '@graph');
    }
  };
  visit(data, 0, true);
}
