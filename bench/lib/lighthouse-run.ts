// One Lighthouse (mobile, default settings: phone emulation, simulated slow 4G, 4x CPU
// slowdown) run of a page in Debian's Chromium. Used by bench/lighthouse.ts and by the
// flyer journey (tests/e2e/flyers.spec.ts), which prints the public flyer's scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGE_TIMEOUT_MS = 90_000;

export type LhrAudit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: Record<string, unknown>;
  scoreDisplayMode?: string;
};
export type Lhr = {
  finalDisplayedUrl: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, LhrAudit>;
};

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

/** `keepStorage`: keep cookies and local storage (a signed-in run). Bounded by 90 s. */
export async function runLighthouse(port: number, url: string, keepStorage = false): Promise<Lhr> {
  const run = lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
    maxWaitForLoad: 45_000,
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`Lighthouse: ${url} took over ${PAGE_TIMEOUT_MS / 1000} s`)),
      PAGE_TIMEOUT_MS,
    ).unref(),
  );
  const result = await Promise.race([run, timeout]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** "performance 98, accessibility 100, ..." */
export const formatScores = (lhr: Lhr): string =>
  CATEGORIES.map((c) => {
    const score = lhr.categories[c]?.score;
    return `${c} ${typeof score === 'number' ? Math.round(score * 100) : 'n/a'}`;
  }).join(', ');
