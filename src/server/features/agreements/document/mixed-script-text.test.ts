import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { loadAgreementFonts } from './agreement-fonts';
import { heightOfText, splitScriptRuns, writeText } from './mixed-script-text';
import { FONT, type Pdf } from './pdf-layout';

describe('splitScriptRuns', () => {
  it('cuts a sentence into Latin and Devanagari runs, spaces and punctuation staying in their run', () => {
    expect(splitScriptRuns('The owner: मीरा क्षत्रिय (meera@example.com).')).toEqual([
      { text: 'The owner: ', devanagari: false },
      { text: 'मीरा क्षत्रिय ', devanagari: true },
      { text: '(meera@example.com).', devanagari: false },
    ]);
  });

  it('keeps a word whole: the digits and marks typed before its first letter go with it', () => {
    expect(splitScriptRuns('संदर्भ 0b6f1c9e-5a43')).toEqual([
      { text: 'संदर्भ ', devanagari: true },
      { text: '0b6f1c9e-5a43', devanagari: false },
    ]);
    expect(splitScriptRuns('(मालिक) 12क')).toEqual([{ text: '(मालिक) 12क', devanagari: true }]);
    // A danda is not a letter: the figure before it stays in its own run.
    expect(splitScriptRuns('9876543210)।')).toEqual([
      { text: '9876543210)', devanagari: false },
      { text: '।', devanagari: true },
    ]);
  });

  it('keeps the joiners of a conjunct inside its run, and plain text in one run', () => {
    expect(splitScriptRuns('क्\u200Dष')).toEqual([{ text: 'क्\u200Dष', devanagari: true }]);
    expect(splitScriptRuns('Lake view 3 BHK, ₹1,20,00,000')).toEqual([
      { text: 'Lake view 3 BHK, ₹1,20,00,000', devanagari: false },
    ]);
  });

  it('writes what Noto Sans Devanagari lacks (·, &, @) in the Latin font even after Hindi', () => {
    expect(splitScriptRuns('ब्रोकर · 26 नवंबर')).toEqual([
      { text: 'ब्रोकर ', devanagari: true },
      { text: '· 26 ', devanagari: false },
      { text: 'नवंबर', devanagari: true },
    ]);
    expect(splitScriptRuns('शाह & Co')[1]).toEqual({ text: '& Co', devanagari: false });
  });
});

/** A PDF with the agreement fonts, uncompressed so its text operators can be read back. */
function openDoc(): { doc: Pdf; content: () => Promise<string> } {
  const fonts = loadAgreementFonts();
  const doc: Pdf = new PDFDocument({ size: 'A4', margin: 56, compress: false });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.registerFont(FONT.devanagariRegular, fonts.devanagariRegular);
  doc.registerFont(FONT.devanagariBold, fonts.devanagariBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  return {
    doc,
    content: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks).toString('latin1');
    },
  };
}

/** The baseline (PDF y, from the page's foot) of every text fragment, in drawing order. */
function baselines(raw: string): number[] {
  return [...raw.matchAll(/BT\n1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map((m) => Number(m[1]));
}

const PARTIES =
  'ब्रोकर: प्रिया शाह (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A51800012345)।';

describe('writeText', () => {
  it('puts the Devanagari and Latin runs of a line on one baseline', async () => {
    const { doc, content } = openDoc();
    writeText(doc.fontSize(10), 'regular', 'The owner: मीरा क्षत्रिय (meera@example.com).', {
      width: 480,
    });
    const ys = baselines(await content());
    expect(ys).toHaveLength(3);
    for (const y of ys) expect(y).toBeCloseTo(ys[0] ?? 0, 3);
  });

  it('spaces the lines of mixed and whole-Hindi paragraphs evenly, at the Latin line height', async () => {
    const { doc, content } = openDoc();
    doc.fontSize(10);
    const latinLine = doc.font(FONT.regular).currentLineHeight() + 2;
    writeText(doc, 'regular', PARTIES, { width: 150, lineGap: 2 });
    writeText(
      doc,
      'regular',
      'मालिक की निजी जानकारी और काग़ज़ात गोपनीय रखना, और सौदे के लिए जितना ज़रूरी हो, उतना ही साझा करना।',
      {
        width: 150,
        lineGap: 2,
      },
    );
    const lines = [...new Set(baselines(await content()).map((y) => y.toFixed(3)))].map(Number);
    expect(lines.length).toBeGreaterThan(6);
    const steps = lines.slice(1).map((y, i) => (lines[i] ?? 0) - y);
    for (const step of steps) expect(step).toBeCloseTo(latinLine, 3);
  });
});

describe('heightOfText', () => {
  it('is the height writeText takes, for mixed text at any width', () => {
    const { doc } = openDoc();
    doc.fontSize(10);
    const texts = [
      PARTIES,
      '26 नवंबर 2026, 15:35 IST',
      'दस्तावेज़ का SHA-256: ' + 'b'.repeat(64),
      'The owner: मीरा क्षत्रिय (meera@example.com).',
    ];
    for (const text of texts) {
      for (const width of [80, 150, 300, 480]) {
        const top = doc.y;
        writeText(doc, 'regular', text, { width, lineGap: 2 });
        expect(
          heightOfText(doc, 'regular', text, { width, lineGap: 2 }),
          `${text} at ${width}`,
        ).toBeCloseTo(doc.y - top, 3);
        doc.addPage();
      }
    }
  });
});
