// The nine cities of spec section 5 and the spellings brokers use for them.

export const KNOWN_CITIES = [
  'Bangalore',
  'Mumbai',
  'Delhi',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
] as const;
export type KnownCity = (typeof KNOWN_CITIES)[number];

/**
 * Lower-case spelling -> city. The spec's own aliases (bengaluru, bombay, new delhi,
 * madras, calcutta) plus the short forms and misspellings seen in broker groups.
 */
export const CITY_SPELLINGS: Readonly<Record<string, KnownCity>> = {
  bangalore: 'Bangalore',
  bengaluru: 'Bangalore',
  bengalooru: 'Bangalore',
  bangaluru: 'Bangalore',
  banglore: 'Bangalore',
  bengalore: 'Bangalore',
  blr: 'Bangalore',
  mumbai: 'Mumbai',
  bombay: 'Mumbai',
  'new delhi': 'Delhi',
  delhi: 'Delhi',
  dilli: 'Delhi',
  chennai: 'Chennai',
  madras: 'Chennai',
  hyderabad: 'Hyderabad',
  hyd: 'Hyderabad',
  kolkata: 'Kolkata',
  calcutta: 'Kolkata',
  kolkatta: 'Kolkata',
  pune: 'Pune',
  poona: 'Pune',
  ahmedabad: 'Ahmedabad',
  amdavad: 'Ahmedabad',
  ahmadabad: 'Ahmedabad',
  jaipur: 'Jaipur',
};

/** Regex source matching any spelling; longest first so "new delhi" wins over "delhi". */
export const CITY_PATTERN_SOURCE = Object.keys(CITY_SPELLINGS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/ /g, '[ -]?'))
  .join('|');
