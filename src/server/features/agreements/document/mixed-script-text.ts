// Text that mixes Latin and Devanagari (an owner's name typed in Hindi inside an English
// sentence, a listing titled in Hindi, a Hindi agreement with BHK, RERA and GST in it):
// Noto Sans has no Devanagari and Noto Sans Devanagari has no Latin letters, so each run
// of the text is written in the font that has its letters, one after the other on the
// same lines (pdfkit's `continued`); fontkit shapes each Devanagari run (conjuncts, matras).
import { FONT, type Pdf } from './pdf-layout';

export type Weight = 'regular' | 'bold';
type Run = { text: string; devanagari: boolean };

// Devanagari (with the dandas it shares), and the joiners that shape conjuncts.
const DEVANAGARI = /[\p{Script_Extensions=Devanagari}\u200C\u200D]/u;
// Spaces, digits and punctuation belong to whichever run they stand in, so they must be
// characters both fonts draw ('&', '·' and '@' are not in Noto Sans Devanagari).
const NEUTRAL_MARKS = String.raw`\d.,;:!?()[\]'"‘’“”\-–—/%₹+`;
const NEUTRAL = new RegExp(`[\\s${NEUTRAL_MARKS}]`);
// ...except digits and marks typed right before a letter of the other script, with no space
// between: they begin its word ('अनुबंध 0b6f1c9e-…', 'शाह (Shah'), which would otherwise be
// written in two fonts and could break inside.
const WORD_START = new RegExp(`[${NEUTRAL_MARKS}]+$`);
const LETTER = /\p{L}/u;

export function splitScriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const devanagari = DEVANAGARI.test(ch);
    if (last && (NEUTRAL.test(ch) || last.devanagari === devanagari)) {
      last.text += ch;
      continue;
    }
    const start = last && LETTER.test(ch) ? (WORD_START.exec(last.text)?.[0] ?? '') : '';
    if (last && start) last.text = last.text.slice(0, -start.length);
    if (last && last.text === '') runs.pop();
    runs.push({ text: start + ch, devanagari });
  }
  return runs;
}

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

export function fontOf(weight: Weight, devanagari: boolean): string {
  if (devanagari) return weight === 'bold' ? FONT.devanagariBold : FONT.devanagariRegular;
  return weight === 'bold' ? FONT.bold : FONT.regular;
}

type TextOptions = PDFKit.Mixins.TextOptions;
type Placement = Pick<TextOptions, 'baseline' | 'lineGap'>;

/**
 * Where each script's runs sit on a line. pdfkit puts a run's baseline its font's ascender
 * below the top of the line, and moves to the next line by its font's height: Noto Sans has
 * an ascender of 1.069 em and a height of 1.362 em, Noto Sans Devanagari 0.896 and 1.304,
 * so a Devanagari run sat 0.17 em higher than the Latin beside it, and a line ending in
 * Devanagari was followed sooner. Every run is put on the Latin baseline and every line
 * advances by the Latin height (the Devanagari line gap makes up the difference), whichever
 * script a line holds or ends with, so mixed and whole-Hindi lines keep one rhythm.
 */
function placeRuns(doc: Pdf, weight: Weight, lineGap: number) {
  const latin = lineMetrics(doc, fontOf(weight, false));
  const devanagari = lineMetrics(doc, fontOf(weight, true));
  // A numeric baseline is pdfkit's offset of the baseline from the top, negated, in points.
  const baseline = -latin.ascender;
  return {
    latin: { baseline, lineGap } satisfies Placement,
    devanagari: {
      baseline,
      lineGap: lineGap + latin.height - devanagari.height,
    } satisfies Placement,
    /** From one line's top to the next's. */
    lineAdvance: latin.height + lineGap,
  };
}

/** A font's ascender and line height at the current size, in points. Leaves `font` selected. */
function lineMetrics(doc: Pdf, font: string): { ascender: number; height: number } {
  doc.font(font);
  // pdfkit has no public getter for the ascender; it keeps it (per 1000 units of the em) on
  // the font it writes with, which is the one just selected.
  const internals = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return {
    ascender: (internals._font.ascender / 1000) * internals._fontSize,
    height: doc.currentLineHeight(),
  };
}

/**
 * Writes `text` like doc.text(text, x?, y?, options), each script run in its own font.
 * Text without Devanagari is one plain call (the common case, and what heightOfString measures).
 */
export function writeText(
  doc: Pdf,
  weight: Weight,
  text: string,
  options: TextOptions,
  at?: { x: number; y: number },
): Pdf {
  if (!hasDevanagari(text)) {
    doc.font(fontOf(weight, false));
    return at ? doc.text(text, at.x, at.y, options) : doc.text(text, options);
  }
  const placement = placeRuns(doc, weight, options.lineGap ?? 0);
  const runs = splitScriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(fontOf(weight, run.devanagari));
    // Each run names its own placement: pdfkit hands a continued run the options of the
    // run before it for whatever it leaves out.
    const runOptions = {
      ...(i === 0 ? options : {}),
      ...placement[run.devanagari ? 'devanagari' : 'latin'],
      continued: i < runs.length - 1,
    };
    if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

/**
 * The height `text` takes as writeText writes it. Text in one script is measured by pdfkit
 * in its font; text mixing both is laid out here (countLines), since pdfkit measures in one
 * font only and would take every Latin letter for a blank Devanagari glyph, or the reverse.
 */
export function heightOfText(doc: Pdf, weight: Weight, text: string, options: TextOptions): number {
  if (!hasDevanagari(text)) {
    return doc.font(fontOf(weight, false)).heightOfString(text, options);
  }
  const placement = placeRuns(doc, weight, options.lineGap ?? 0);
  if (splitScriptRuns(text).length === 1 || options.width === undefined) {
    return doc
      .font(fontOf(weight, true))
      .heightOfString(text, { ...options, lineGap: placement.devanagari.lineGap });
  }
  return countLines(doc, weight, text, options.width) * placement.lineAdvance;
}

/**
 * The lines mixed text takes at `width`, found the way pdfkit's wrapper finds them: pieces
 * that end where a line may break (after spaces, after a hyphen before a letter, and where
 * the script changes, since each run is wrapped on its own) laid greedily, each measured in
 * its run's font; a piece wider than a whole line is cut across lines. It gives the lines
 * pdfkit draws for the agreements' text (mixed-script-text.test.ts checks it), but pdfkit's
 * line breaker (Unicode's rules) knows cases this does not, so on unusual text it can be a
 * line off.
 */
function countLines(doc: Pdf, weight: Weight, text: string, width: number): number {
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    for (const piece of measurePieces(doc, weight, paragraph)) {
      if (piece > width) {
        for (used += piece; used > width; used -= width) lines += 1;
      } else if (used + piece > width) {
        lines += 1;
        used = piece;
      } else {
        used += piece;
      }
    }
  }
  return lines;
}

// After spaces, and after a hyphen before a letter ('ई-मेल', not '-5a43' in an id).
const BREAK_AFTER = /(?<=\s)(?=\S)|(?<=-)(?=[^\d\s-])/;

function measurePieces(doc: Pdf, weight: Weight, line: string): number[] {
  return splitScriptRuns(line).flatMap((run) => {
    doc.font(fontOf(weight, run.devanagari));
    return run.text.split(BREAK_AFTER).map((piece) => doc.widthOfString(piece));
  });
}
