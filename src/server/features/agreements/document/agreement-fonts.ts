// The fonts agreements are printed in. PDF's built-in Helvetica has no ₹ (and no
// Devanagari), so Noto Sans is vendored in assets/fonts (SIL Open Font License,
// assets/fonts/OFL.txt). The folder is found from the repository root that
// server-files.ts works out, which is the same under tsx (src/server) and in the bundle
// (dist/server); the Dockerfile's runtime stage copies assets/ next to dist/.
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../../server-files';

export const fontsDir = path.join(rootDir, 'assets/fonts');

export type AgreementFonts = { regular: Buffer; bold: Buffer; devanagariRegular: Buffer; devanagariBold: Buffer };

let cached: AgreementFonts | null = null;

/** Read once per process: every PDF embeds subsets of the same files. */
export function loadAgreementFonts(): AgreementFonts {
  cached ??= {
    regular: fs.readFileSync(path.join(fontsDir, 'NotoSans-Regular.ttf')),
    bold: fs.readFileSync(path.join(fontsDir, 'NotoSans-Bold.ttf')),
    // For the Devanagari in names and titles typed in Hindi (mixed-script-text.ts).
    devanagariRegular: fs.readFileSync(path.join(fontsDir, 'NotoSansDevanagari-Regular.ttf')),
    devanagariBold: fs.readFileSync(path.join(fontsDir, 'NotoSansDevanagari-Bold.ttf')),
  };
  return cached;
}
