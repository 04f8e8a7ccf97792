// The page's readable text, for the quick-entry text parser when nothing structured
// says enough: block elements become lines, a table row or a <dt>/<dd> pair becomes one
// "Label: value" line, and scripts, styles, navigation, headers, footers, forms and
// hidden elements are left out. When the page marks its main content (<main>,
// <article>, role="main") only that is read. The first <h1> is kept as a title candidate.
import type { Attributes, HtmlReader } from '#server/lib/read-html.ts';

export type MainText = {
  /** The first <h1>'s text. */
  heading: string | null;
  /** Lines of readable text, at most MAX_TEXT_CHARS. */
  text: string;
};

/** The text parser reads the first 20,000 characters; more is never needed. */
const MAX_TEXT_CHARS = 20_000;
/** A <main> with less text than this is a shell; the whole body is read instead. */
const MIN_MAIN_CHARS = 40;

const SKIPPED = new Set([
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'svg',
  'dialog',
  'menu',
  'figure',
  'object',
  'canvas',
  'map',
  // Shown only without scripts: "Please enable JavaScript", rarely the listing.
  'noscript',
]);

const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'div',
  'dl',
  'fieldset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tr',
  'ul',
]);

const CELLS = new Set(['td', 'th']);

export function createMainTextReader(): HtmlReader<MainText> {
  const all: string[] = [];
  const main: string[] = [];
  const heading: string[] = [];
  let headingDone = false;
  let inHeading = false;
  // Elements open inside a left-out element, and inside the main content, each counting
  // the outermost one (the events are balanced, so its close brings the count to 0).
  let skipped = 0;
  let inMain = 0;
  let size = 0;
  // Cells of the current table row so far: "Bedrooms | 3" is written "Bedrooms: 3",
  // the label form the text parser reads; a <dt>/<dd> pair likewise.
  let cellsInRow = 0;

  const write = (piece: string) => {
    if (size > MAX_TEXT_CHARS * 2) return;
    size += piece.length;
    all.push(piece);
    if (inMain > 0) main.push(piece);
  };

  return {
    text(text) {
      if (skipped > 0) return;
      write(text);
      if (inHeading && !headingDone) heading.push(text);
    },
    open(name, attributes) {
      if (skipped > 0 || SKIPPED.has(name) || isHidden(attributes)) {
        skipped++;
        return;
      }
      if (inMain > 0 || isMain(name, attributes)) inMain++;
      if (name === 'h1' && !headingDone) inHeading = true;
      if (name === 'tr') cellsInRow = 0;
      if (BLOCKS.has(name)) write('\n');
      else if (CELLS.has(name)) write(cellsInRow++ > 0 ? ': ' : ' ');
      else if (name === 'dt') write('\n');
      else if (name === 'dd') write(': ');
    },
    close(name) {
      if (skipped > 0) {
        skipped--;
        return;
      }
      if (name === 'h1' && inHeading) {
        inHeading = false;
        headingDone = true;
      }
      if (BLOCKS.has(name) || name === 'dd') write('\n');
      if (inMain > 0) inMain--;
    },
    result() {
      const mainText = tidy(main.join(''));
      const text = mainText.length >= MIN_MAIN_CHARS ? mainText : tidy(all.join(''));
      const title = tidy(heading.join(''));
      return { heading: title === '' ? null : title, text };
    },
  };
}

// The element's own markers only; a class named "hidden" is too loose to trust.
function isHidden(attributes: Attributes): boolean {
  if (attributes.has('hidden')) return true;
  if (attributes.get('aria-hidden') === 'true') return true;
  const style = (attributes.get('style') ?? '').replace(/\s+/g, '').toLowerCase();
  return style.includes('display:none') || style.includes('visibility:hidden');
}

function isMain(name: string, attributes: Attributes): boolean {
  return name === 'main' || name === 'article' || attributes.get('role') === 'main';
}

function tidy(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim();
    if (line !== '') lines.push(line);
  }
  const joined = lines.join('\n');
  return joined.length <= MAX_TEXT_CHARS ? joined : joined.slice(0, MAX_TEXT_CHARS);
}
