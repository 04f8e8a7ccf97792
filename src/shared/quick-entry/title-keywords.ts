// The keyword prefixes of a generated title (spec section 5: furnished, view, new,
// renovated, gated, garden, pool, parking, amenities), in that order, as the words
// that go in front of "3 BHK".

type Keyword = { label: (lower: string, text: string) => string | null };

const SEMI_FURNISHED = /\bsemi[ -]?furnished\b/;
const FULLY_FURNISHED = /\b(?:fully|full) furnished\b/;
// "Furnished Status: Unfurnished" is a form label, not a furnished flat.
const FURNISHED = /(?<![a-z-])furnished\b(?! status)/;
const QUALIFIED_VIEW =
  /\b(sea|lake|park|garden|city|golf|pool|hill|river|skyline|mountain|open|forest)[ -]?view\b/;
const NEW =
  /\b(?:brand[ -]?new|newly (?:built|constructed)|new (?:construction|building|flat|apartment|house|villa|project|launch|property|home|bungalow))\b/;
// A capitalised "Garden" after a capitalised word is a name: "Wilson Garden", "Hiranandani Gardens".
const GARDEN = /\bgardens?\b/g;

const KEYWORDS: readonly Keyword[] = [
  {
    label: (lower) => {
      if (SEMI_FURNISHED.test(lower)) return 'Semi-Furnished';
      if (FULLY_FURNISHED.test(lower)) return 'Fully Furnished';
      return FURNISHED.test(lower.replace(/\bun-?furnished\b/g, '')) ? 'Furnished' : null;
    },
  },
  {
    label: (lower) => {
      const view = QUALIFIED_VIEW.exec(lower)?.[1];
      if (view) return `${view.charAt(0).toUpperCase()}${view.slice(1)} View`;
      return /\bviews?\b/.test(lower) ? 'Scenic View' : null;
    },
  },
  { label: (lower) => (NEW.test(lower) ? 'New' : null) },
  {
    label: (lower) =>
      /\b(?:renovated|refurbished|remodell?ed)\b/.test(lower) ? 'Renovated' : null,
  },
  { label: (lower) => (/\bgated\b/.test(lower) ? 'Gated' : null) },
  {
    label: (lower, text) => {
      for (const m of lower.matchAll(GARDEN)) {
        const isName =
          /[A-Z]/.test(text[m.index] ?? '') &&
          /[A-Z][a-z]* $/.test(text.slice(Math.max(0, m.index - 20), m.index));
        if (!isName) return 'Garden';
      }
      return null;
    },
  },
  { label: (lower) => (/\b(?:swimming )?pool\b/.test(lower) ? 'Pool' : null) },
  { label: (lower) => (/\bparking\b/.test(lower) ? 'Parking' : null) },
  { label: (lower) => (/\bamenities\b/.test(lower) ? 'Amenity-Rich' : null) },
];

/** The prefixes a text earns, in spec order. `lower` and `text` are the prepared text. */
export function findTitleKeywords(lower: string, text: string): string[] {
  const labels: string[] = [];
  for (const keyword of KEYWORDS) {
    const label = keyword.label(lower, text);
    if (label) labels.push(label);
  }
  return labels;
}
