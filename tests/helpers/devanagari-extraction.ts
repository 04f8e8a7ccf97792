// Comparing Hindi text with what pdf.js extracts from a PDF. A PDF stores glyphs in the
// order they are drawn, and extraction returns them in that order, which for Devanagari is
// not the order the text is typed in:
// - the i-matra ि is drawn before the consonant (or conjunct) it follows in the text:
//   'लिस्टिंग' comes back as 'िलिस्टंग', 'प्रिया' as 'िप्रया';
// - a reph (र् at the start of a syllable) is drawn above the end of its syllable, after
//   the vowel signs and before ं ँ ः: 'पूर्ण' comes back as 'पूणर्', 'शर्तों' as 'शतोर्ं';
// - pdf.js guesses word spaces from the gaps between glyphs and finds some inside shaped
//   syllables ('क़ ीमत'), and a line written in two fonts comes back as two items.
// So the expected text is put into drawing order (asExtracted) and both sides are compared
// without whitespace and in one Unicode form (compactText); every letter and its order
// still has to match.

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
const SYLLABLE = new RegExp(
  // reph?, consonant cluster (consonants joined by viramas), vowel signs, ं ँ ः
  `(\\u0930\\u094D(?=${CONSONANT}))?((?:${CONSONANT}\\u094D)*${CONSONANT})([\\u093E-\\u094C\\u0962\\u0963]*)([\\u0900-\\u0903]*)`,
  'g',
);
const I_MATRA = '\u093F';

/** Text as extracted text is compared: decomposed, without whitespace. */
export function compactText(text: string): string {
  return text.normalize('NFD').replace(/\s+/g, '');
}

/** Hindi typed in logical order, put into the order its glyphs are drawn, then compacted. */
export function asExtracted(text: string): string {
  const drawn = text
    .normalize('NFD')
    .replace(
      SYLLABLE,
      (_all, reph: string | undefined, cluster: string, signs: string, marks: string) => {
        const before = signs.startsWith(I_MATRA) ? I_MATRA : '';
        const after = before ? signs.slice(1) : signs;
        return `${before}${cluster}${after}${reph ?? ''}${marks}`;
      },
    );
  return compactText(drawn);
}
