// Character references in page text and attribute values: numeric ones, and the named
// ones listing pages actually use (punctuation, spaces, m², ½). An unknown name stays
// as written.

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  sup2: '²',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  pound: '£',
  euro: '€',
  dollar: '$',
  colon: ':',
  comma: ',',
  period: '.',
  sol: '/',
  lpar: '(',
  rpar: ')',
  num: '#',
  percnt: '%',
  plus: '+',
  equals: '=',
  excl: '!',
  quest: '?',
  semi: ';',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,9});/g,
    (entity, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? Number.parseInt(body.slice(2), 16)
            : Number(body.slice(1));
        const valid =
          Number.isInteger(code) &&
          code > 0 &&
          code <= 0x10ffff &&
          (code < 0xd800 || code > 0xdfff);
        return valid ? String.fromCodePoint(code) : entity;
      }
      return NAMED[body] ?? NAMED[body.toLowerCase()] ?? entity;
    },
  );
}
