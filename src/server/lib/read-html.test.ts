// The page parse every page reader shares (lib/read-html.ts): what readers are told, on
// good and broken markup, and the nesting cap that keeps hostile pages one linear pass.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, readHtml, type HtmlReader } from './read-html';

/** Every event as a string, whether each close matched its open, and the deepest nesting. */
function record(): HtmlReader<{ events: string[]; balanced: boolean; deepest: number }> {
  const events: string[] = [];
  const open: string[] = [];
  let balanced = true;
  let deepest = 0;
  const keep = (event: string) => {
    if (events.length < 100) events.push(event);
  };
  return {
    open(name, attributes) {
      open.push(name);
      deepest = Math.max(deepest, open.length);
      const attrs = [...attributes].map(([key, value]) => ` ${key}=${JSON.stringify(value)}`);
      keep(`<${name}${attrs.join('')}>`);
    },
    close(name) {
      if (open.pop() !== name) balanced = false;
      keep(`</${name}>`);
    },
    text(text) {
      const previous = events[events.length - 1];
      if (previous?.startsWith('"'))
        events[events.length - 1] = JSON.stringify(JSON.parse(previous) + text);
      else keep(JSON.stringify(text));
    },
    raw(name, _attributes, content) {
      keep(`${name}{${content}}`);
    },
    result: () => ({ events, balanced: balanced && open.length === 0, deepest }),
  };
}

const read = (html: string) => readHtml(html, { page: record() }).page;

describe('readHtml', () => {
  it('keeps a quoted ">" in its attribute, decodes entities, and reads a stray "<" as text', () => {
    expect(
      read('<META Content="2 BHK > 1000 sq ft &amp; more"><p>price < 1 Cr &#8377;</p>').events,
    ).toEqual([
      '<meta content="2 BHK > 1000 sq ft & more">',
      '</meta>',
      '<p>',
      '"price < 1 Cr ₹"',
      '</p>',
    ]);
  });

  it('skips comments and doctype; script and title content comes whole, its tags unread; template content is not on the page', () => {
    const { events } = read(
      '<!doctype html><!-- <p>hidden</p> --><title>A <b>title</b> &amp; more</title>' +
        '<script>if (a<b) x("</p>")</script><template><img src="t.jpg"><p>later</p></template><p>x</p>',
    );
    expect(events).toEqual([
      'title{A <b>title</b> & more}',
      'script{if (a<b) x("</p>")}',
      '<p>',
      '"x"',
      '</p>',
    ]);
  });

  it('tells every close of broken markup in order: implied ends, stray closing tags ignored, the rest closed at the end', () => {
    const { events, balanced } = read('<div><p>one<p>two<div>three</span></div><ul><li>a<li>b');
    expect(balanced).toBe(true);
    expect(events).toEqual([
      '<div>',
      '<p>',
      '"one"',
      '</p>',
      '<p>',
      '"two"',
      '</p>',
      '<div>',
      '"three"',
      '</div>',
      '<ul>',
      '<li>',
      '"a"',
      '</li>',
      '<li>',
      '"b"',
      '</li>',
      '</ul>',
      '</div>',
    ]);
  });

  it('reads the text of an SVG title with markup in it as its content', () => {
    expect(read('<svg><title>a <tspan>b</tspan></title></svg>').events).toEqual([
      '<svg>',
      'title{a b}',
      '</svg>',
    ]);
  });

  it(`caps nesting at ${MAX_DEPTH}: deeper tags are not read, their text, images and scripts still are`, () => {
    const html =
      '<main>' +
      '<div>'.repeat(630_000) +
      '<span itemprop="name">deep</span><img src="deep.jpg"><script>let x = 1</script>' +
      '</div>'.repeat(630_000) +
      '<p>after</p></main>';
    const { events, balanced, deepest } = readHtml(html, { page: record() }).page;
    expect(balanced).toBe(true);
    expect(deepest).toBe(MAX_DEPTH + 1); // the <img>, open for an instant inside the deepest <div>
    const seen: string[] = [];
    const { tail } = readHtml(html, {
      tail: {
        open: (name) => name !== 'div' && seen.push(`<${name}>`),
        text: (text) => seen.push(text),
        raw: (name, _attributes, content) => seen.push(`${name}{${content}}`),
        result: () => seen,
      } satisfies HtmlReader<string[]>,
    });
    expect(tail).toEqual(['<main>', 'deep', '<img>', 'script{let x = 1}', '<p>', 'after']);
    expect(events.slice(0, 2)).toEqual(['<main>', '<div>']);
  });

  it('stays one pass on hostile markup: stray closing tags under deep nesting, unclosed quotes, endless formatting tags', () => {
    for (const hostile of [
      '<div>'.repeat(100_000) + '</span>'.repeat(100_000),
      '<a b="'.repeat(100_000) + "<p x='y>".repeat(100_000) + '<div>',
      '<b>'.repeat(200_000) + '<a href=x>'.repeat(200_000),
      '<svg>' + '<g>'.repeat(600) + '<title>'.repeat(100_000),
    ]) {
      const { balanced, deepest } = read(hostile);
      expect(balanced).toBe(true);
      expect(deepest).toBeLessThanOrEqual(MAX_DEPTH + 1);
    }
  });
});
