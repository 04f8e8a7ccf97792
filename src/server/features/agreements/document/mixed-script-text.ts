// Text that mixes Latin and Devanagari (an owner's name typed in Hindi inside an English
// sentence, a listing titled in Hindi): Noto Sans has no Devanagari and Noto Sans
// Devanagari has no Latin, so each run of the text is written in the font that has its
// letters, one after the other on the same lines (pdfkit's `continued`); fontkit shapes
// each Devanagari run (conjuncts, matras).
import { FONT, type Pdf } from './pdf-layout';

export type Weight = 'regular' | 'bold';
type Run = { text: string; devanagari: boolean };

// Devanagari (with the dandas it shares), and the joiners that shape conjuncts.
const DEVANAGARI = /[\p{Script_Extensions=Devanagari}\u200C\u200D]/u;
// Spaces, digits and punctuation belong to whichever run they stand in.
const NEUTRAL = /[\s\d.,;:!?()[\]'"‘’“”\-–—/&%₹+·]/;

export function splitScriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const devanagari = DEVANAGARI.test(ch);
    if (last && (NEUTRAL.test(ch) || last.devanagari === devanagari)) last.text += ch;
    else runs.push({ text: ch, devanagari });
  }
  return runs;
}

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

export function fontOf(weight: Weight, devanagari: boolean): string {
  if (devanagari) return weight === 'bold' ? FONT.devanagariBold : FONT.devanagariRegular;
  return weight === 'bold' ? FONT.bold : FONT.regular;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes `text` like doc.text(text, x?, y?, options), each script run in its own font.
 * Single-script text is one plain call (the common case, and what heightOfString measures).
 */
export function writeText(doc: Pdf, weight: Weight, text: string, options: TextOptions, at?: { x: number; y: number }): Pdf {
  const runs = splitScriptRuns(text);
  if (runs.length <= 1) {
    doc.font(fontOf(weight, runs[0]?.devanagari ?? false));
    return at ? doc.text(text, at.x, at.y, options) : doc.text(text, options);
  }
  runs.forEach((run, i) => {
    doc.font(fontOf(weight, run.devanagari));
    const last = i === runs.length - 1;
    const runOptions = { ...(i === 0 ? options : {}), continued: !last };
    if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

/** The height `text` takes, measured in the font of its first script (close enough for layout). */
export function heightOfText(doc: Pdf, weight: Weight, text: string, options: TextOptions): number {
  const devanagari = splitScriptRuns(text).some((r) => r.devanagari);
  // Devanagari lines are taller: measure in that font when the text has any.
  return doc.font(fontOf(weight, devanagari)).heightOfString(text, options);
}
