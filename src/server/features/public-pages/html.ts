// The one escaping rule of the public pages (decision 011): every value interpolated
// into a markup`...` template is escaped, unless it is already SafeHtml (the result of
// another markup template, or trustedHtml for the few constants we write ourselves).
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

type Interpolation =
  SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: Interpolation) => render(v)).join('');
  return escapeHtml(String(value));
}

/**
 * Tagged template: literal parts are kept, every interpolation is escaped. (Not named
 * `html`, so Prettier leaves the page markup, and its whitespace, as written.)
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks markup we wrote ourselves (the stylesheet, serialised JSON-LD) as safe. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can end the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
